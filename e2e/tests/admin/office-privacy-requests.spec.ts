import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { Mail } from '../smtp-receiver';
import { startServerWithMail } from '../server-with-mail';

/**
 * A parent's rights request and a breach notice, end to end on a server of its own with a real
 * SMTP conversation: the parent asks on /privacy/request, types the mailed code; the admin sees the
 * count on the dashboard, opens the request, exports and erases, closes it (the parent gets the
 * answer); and records an incident, watches its clock, edits and sends the notice.
 * Both ports are picked free by the system (never another engineer's or CI job's fixed port).
 */
const ADMIN = { email: 'privacy-admin@skp.test', password: 'Chalk-and-Blackboard-42' };

let app: Awaited<ReturnType<typeof startServerWithMail>>;
let urlBase = '';
let mails: Mail[] = [];
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startServerWithMail({
    name: 'privacy',
    admin: ADMIN,
    env: { ENQUIRY_TO: 'office@skp.test' },
  });
  ({ base: urlBase, mails } = app);
  api = await playwrightRequest.newContext({ baseURL: urlBase });
});

test.afterAll(async () => {
  await api?.dispose();
  await app?.stop();
});

async function sendEnquiry(email: string, name: string, message: string) {
  const sent = await api.post('/api/enquiries', { data: { name, email, phone: '9876543210', message } });
  expect(sent.status()).toBe(201);
}

const mailTo = (address: string) => mails.filter((m) => m.to.includes(address));

/** A mail's plain text as the parent reads it (Hindi goes as base64 or quoted-printable UTF-8). */
function textOf(mail: Mail): string {
  const part =
    /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(
      mail.raw,
    );
  if (!part) return mail.raw;
  const [, encoding, body] = part as unknown as [string, string, string];
  if (encoding.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding.toLowerCase() === 'quoted-printable')
    return Buffer.from(
      body.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

test('a parent asks to erase their data; the admin exports it, erases it and answers', async ({ page }) => {
  const parent = `meera-${Date.now()}@example.org`;
  await sendEnquiry(parent, 'Meera Rao', 'Is there a bus from Jasidih?');
  await sendEnquiry(parent, 'Meera Rao', 'And the hostel fees?');
  await sendEnquiry('other-parent@example.org', 'Asha Kumari', 'Class 6 seats?');

  // The parent, from the privacy notice, without the admin.
  await page.goto(`${urlBase}/privacy`);
  await page.getByRole('link', { name: 'Or ask online to see, correct or erase your data' }).click();
  await expect(
    page.getByRole('heading', { name: 'See, correct or erase your data', level: 1 }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'to erase it' }).check();
  await page.getByRole('textbox', { name: 'The e-mail address you gave the school' }).fill(parent);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect(page.getByRole('heading', { name: 'Type the code from the e-mail' })).toBeVisible();
  await expect.poll(() => mailTo(parent).length).toBe(1);
  const code = /your code is (\d{6})/.exec(mailTo(parent)[0]!.raw)![1]!;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByTestId('privacy-request-sent')).toHaveText(
    'Thank you. Your request is with the school, which will answer by e-mail within 30 days.',
  );

  // The admin: the count on the dashboard, then the request.
  await page.goto(`${urlBase}/admin`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const card = page.getByTestId('privacy-requests-card');
  await expect(card.getByLabel('Open privacy requests')).toHaveText('1');
  await card.getByRole('link', { name: 'Open Privacy > Requests' }).click();
  await page.getByTestId('privacy-requests').getByRole('link', { name: parent }).click();
  await expect(page.getByTestId('privacy-request-facts')).toContainText('Erase their data');
  await expect(page.getByTestId('personal-record')).toHaveCount(2);
  await expect(page.getByTestId('personal-record').first()).toContainText('Is there a bus from Jasidih?');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as JSON' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    records: { fields: Record<string, string> }[];
  };
  expect(exported.records.map((r) => r.fields.message).sort()).toEqual([
    'And the hostel fees?',
    'Is there a bus from Jasidih?',
  ]);

  await page.getByRole('button', { name: 'Erase everything held' }).click();
  await page.getByRole('button', { name: 'Yes, erase everything for good' }).click();
  await expect(page.getByTestId('nothing-held')).toBeVisible();
  await page.getByRole('button', { name: 'Mark done and mail the answer' }).click();
  await expect(page.getByText(/^Done on /)).toBeVisible();
  await expect.poll(() => mailTo(parent).length).toBe(2);
  expect(mailTo(parent)[1]!.raw).toContain('The school has now done what you asked.');

  // The inbox: that parent's enquiries are gone, the other parent's is there.
  await page.goto(`${urlBase}/admin/enquiries`);
  await expect(page.getByText('other-parent@example.org')).toBeVisible();
  await expect(page.getByText(parent)).toHaveCount(0);
});

test('an admin records a breach, sees the 72-hour clock, and sends the edited notice to the parents, each in their language', async ({
  page,
}) => {
  // A parent who wrote from the Hindi pages.
  const hindi = await api.post('/api/enquiries', {
    data: {
      name: 'Sunita Devi',
      email: 'hindi-parent@example.org',
      phone: '9876543210',
      message: 'कक्षा 1 में प्रवेश के बारे में',
      locale: 'hi',
    },
  });
  expect(hindi.status()).toBe(201);
  await page.goto(`${urlBase}/admin`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
  await page.goto(`${urlBase}/admin/privacy/incidents`);

  const found = new Date(Date.now() - 10 * 3_600_000 - 5 * 60_000);
  const local = new Date(found.getTime() - found.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('What happened').fill('A printed list of enquiries was left on the bus');
  await page.getByLabel('When it was found').fill(local);
  await page.getByLabel('What data').fill('Names and phone numbers of parents');
  await page.getByLabel('How many people').fill('3');
  await page.getByRole('button', { name: 'Record the incident' }).click();
  await expect(page.getByTestId('incident-clock')).toHaveText('61 hours left to report to the Board');

  const notice = page.getByLabel('The notice');
  await expect(notice).toHaveValue(/What happened: A printed list of enquiries was left on the bus/);
  await notice.fill(`${await notice.inputValue()}\nWe are sorry. (Principal)`);
  const inHindi = page.getByLabel('In Hindi', { exact: true });
  await expect(inHindi).toHaveValue(/क्या हुआ: A printed list of enquiries was left on the bus/);
  await inHindi.fill(`${await inHindi.inputValue()}\nहमें खेद है। (प्रधानाचार्य)`);
  await page.getByRole('button', { name: 'Save the notice' }).click();
  await expect(page.getByRole('button', { name: 'Save the notice' })).toBeDisabled();

  await page.getByRole('button', { name: 'Count the addresses' }).click();
  // Today's enquiries: the other parent's (the first test's parent was erased) and the Hindi parent's.
  const send = page.getByRole('button', { name: 'Approve and send to 2 addresses' });
  await send.click();
  // The outbox sends them; the screen follows its progress.
  await expect(page.getByTestId('incident-sent')).toContainText('Sent to 2 addresses · 0 waiting · 0 failed');
  await expect(page.getByLabel('The notice', { exact: true })).toBeDisabled();
  await expect.poll(() => mailTo('other-parent@example.org').length).toBe(1);
  expect(mailTo('other-parent@example.org')[0]!.raw).toContain('We are sorry. (Principal)');
  await expect.poll(() => mailTo('hindi-parent@example.org').length).toBe(1);
  const hindiText = textOf(mailTo('hindi-parent@example.org')[0]!);
  expect(hindiText).toContain('हमें खेद है। (प्रधानाचार्य)');
  expect(hindiText).not.toContain('We are sorry.');

  await page.getByLabel('Reported to the Board on').fill(local.slice(0, 11) + '23:00');
  await page.getByRole('button', { name: 'Mark reported' }).click();
  await expect(page.getByTestId('incident-clock')).toContainText('Reported to the Board on');
});

test('a parent asks to correct a phone number; the admin corrects the record, exports it and answers', async ({
  page,
}) => {
  const parent = `ravi-${Date.now()}@example.org`;
  await sendEnquiry(parent, 'Ravi Kumar', 'Admission for class 3?');

  // The parent: what is wrong and what it should say, then the mailed code.
  await page.goto(`${urlBase}/privacy/request`);
  await page.getByRole('radio', { name: 'to correct it' }).check();
  await page.getByRole('textbox', { name: 'The e-mail address you gave the school' }).fill(parent);
  const wrong = 'My phone number is now 9123456780, not 9876543210.';
  await page.getByLabel('For a correction: what is wrong, and what should it say?').fill(wrong);
  await page.getByRole('button', { name: 'Send me the code' }).click();
  await expect.poll(() => mailTo(parent).length).toBe(1);
  const code = /your code is (\d{6})/.exec(mailTo(parent)[0]!.raw)![1]!;
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByTestId('privacy-request-sent')).toBeVisible();

  // The admin: Privacy > Requests, the parent's words on top, 'Correct' on the record, 'Save correction'.
  await page.goto(`${urlBase}/admin`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByTestId('privacy-requests-card')
    .getByRole('link', { name: 'Open Privacy > Requests' })
    .click();
  await page.getByTestId('privacy-requests').getByRole('link', { name: parent }).click();
  await expect(page.getByTestId('privacy-request-facts')).toContainText('Correct their data');
  await expect(page.getByText(wrong)).toBeVisible();
  const record = page.getByTestId('personal-record');
  await expect(record).toHaveCount(1);
  await record.getByRole('button', { name: 'Correct' }).click();
  await record.getByLabel('phone', { exact: true }).fill('9123456780');
  await record.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Corrected', { exact: true })).toBeVisible();
  await expect(record).toContainText('9123456780');
  await expect(record).not.toContainText('9876543210');

  // 'Export as CSV' gives what is held now.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('9123456780');

  await page.getByRole('button', { name: 'Mark done and mail the answer' }).click();
  await expect(page.getByText(/^Done on /)).toBeVisible();
  await expect.poll(() => mailTo(parent).length).toBe(2);

  // The inbox holds the corrected number.
  await page.goto(`${urlBase}/admin/enquiries`);
  await page.getByRole('row').filter({ hasText: parent }).getByText('Ravi Kumar').click();
  await expect(page.getByText('9123456780')).toBeVisible();
  await expect(page.getByText('9876543210')).toHaveCount(0);
});
