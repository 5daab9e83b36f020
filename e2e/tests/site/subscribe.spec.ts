import { expect, test } from '@playwright/test';
import type { Mail } from '../smtp-receiver';
import { startServerWithMail } from '../server-with-mail';

/**
 * A parent follows the school by e-mail, end to end, on a server of its own (so it has mail): they
 * subscribe from /notices, confirm from the mail, a clerk publishes a notice in the admin, the mail
 * arrives with the RFC 8058 headers, and the mail program's one-click unsubscribe ends it. The
 * server and the mail server listen on ports the system hands out (never another checkout's).
 */
const ADMIN = { email: 'office-admin@skp.test', password: 'Chalk-and-Blackboard-42' };

/** The mail's headers unfolded, and its body with quoted-printable undone (links whole). */
function readable(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return {
    header: (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim(),
    body,
  };
}

let app: Awaited<ReturnType<typeof startServerWithMail>>;
let base = '';
let mails: Mail[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startServerWithMail({ name: 'subscribe', admin: ADMIN });
  ({ base, mails } = app);
});

test.afterAll(async () => {
  await app?.stop();
});

const mailsTo = (email: string) =>
  mails.filter((mail) => mail.to.includes(email)).map((m) => readable(m.raw));

test('a parent subscribes on /notices, confirms from the mail, gets the notice a clerk publishes, and unsubscribes in one click', async ({
  page,
  browser,
  request,
}) => {
  const email = `parent-${Date.now()}@example.org`;
  await page.goto(`${base}/notices`);
  await page.getByRole('main').getByRole('link', { name: 'Get notices' }).click();
  await expect(page).toHaveURL(`${base}/subscribe`);
  await page.getByLabel('Your e-mail address').fill(email);
  await expect(page.getByLabel('All notices')).toBeChecked();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('subscribe-outcome')).toHaveText(
    'Almost done: we have sent you a mail. Open the link in it to confirm; nothing is sent before.',
  );

  // Only the confirmation mail; its link confirms.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const confirmLink = /https?:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mailsTo(email)[0]!.body,
  )?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(confirmLink!);
  await expect(page.getByTestId('subscribe-outcome')).toHaveText(
    'Thank you: your subscription is confirmed.',
  );

  // A clerk publishes a notice in the admin.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  const login = await clerk.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await clerk.goto('/admin/notices/create');
  const title = `Parent-teacher meeting on Saturday ${Date.now()}`;
  await clerk.getByLabel('Title *').fill(title);
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText('Notice published')).toBeVisible();

  // The mail arrives once, with the one-click unsubscribe headers and the notice's link.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(2);
  const mail = mailsTo(email)[1]!;
  expect(mail.header('Subject')).toBe(title);
  expect(mail.body).toContain(`${base}/notices/`);
  const listUnsubscribe = mail.header('List-Unsubscribe');
  expect(listUnsubscribe).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/subscribe\/unsubscribe\?token=[A-Za-z0-9_-]+>$/,
  );
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // The mail program's one-click POST: no session, no Origin.
  const unsubscribe = listUnsubscribe!.slice(1, -1);
  const oneClick = await request.post(unsubscribe, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  // The office's look-up finds nothing kept for the address, and the next notice is not mailed.
  await clerk.goto('/admin/subscribers');
  await clerk.getByLabel('E-mail address').fill(email);
  await clerk.getByRole('button', { name: 'Look up' }).click();
  await expect(clerk.getByText(`No subscription for ${email}`)).toBeVisible();
  const next = await clerk.request.post('/api/admin/notices', {
    data: { title: `After ${title}`, date: '2026-11-27' },
  });
  expect(next.status()).toBe(201);
  await clerk.waitForTimeout(7_000);
  expect(mailsTo(email)).toHaveLength(2);
  await clerk.context().close();
});

test('the office sends an urgent alert: every page shows the banner, the notice is listed, and the subscriber is mailed', async ({
  browser,
  request,
}) => {
  // A parent who subscribed to events only: an urgent alert reaches every subscriber.
  const email = `events-only-${Date.now()}@example.org`;
  const subscribed = await request.post(`${base}/api/subscriptions`, { data: { email, events: true } });
  expect(subscribed.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const confirmLink = /https?:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mailsTo(email)[0]!.body,
  )?.[0];
  expect((await request.get(confirmLink!)).status()).toBe(200);

  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  expect((await clerk.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await clerk.goto('/admin/subscribers');
  const title = `School closed tomorrow ${Date.now()}`;
  await clerk.getByLabel('Title (also the banner)').fill(title);
  await clerk
    .getByLabel('Message')
    .fill('Heavy rain: the school and the hostel office stay closed on Friday.');
  await clerk.getByRole('button', { name: 'Publish and send to every subscriber' }).click();
  await expect(clerk.getByTestId('alert-progress')).toContainText(
    'Published: the urgent banner and the notice are on the website.',
  );
  await expect(clerk.getByTestId('alert-progress')).toContainText(/0 queued, 1 sent, 0 failed, of 1\./, {
    timeout: 30_000,
  });

  // A parent opens any page: the urgent banner; the notice heads the notices.
  const parent = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  await parent.goto('/about');
  await expect(parent.getByTestId('announcement').filter({ hasText: title })).toBeVisible();
  await parent.goto('/notices');
  await expect(parent.getByRole('main').getByText(title).first()).toBeVisible();

  // The mail arrived once, with its one-click unsubscribe.
  expect(mailsTo(email)).toHaveLength(2);
  const mail = mailsTo(email)[1]!;
  expect(mail.header('Subject')).toContain(title);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await parent.context().close();
  await clerk.context().close();
});
