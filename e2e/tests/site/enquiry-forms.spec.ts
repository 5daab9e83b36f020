import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMPTY_URL } from '../../playwright.config';
import { E2E_ADMIN } from '../admin/fixtures';

/**
 * The two enquiry forms (one form model): a plain HTML POST without JavaScript, the island with it.
 * On the empty server, so these submissions stay clear of the seeded server's per-address limit.
 */
const SUCCESS = 'Thank you for your enquiry! We will get back to you soon.';
const ERROR = 'Sorry, there was an error sending your enquiry. Please try again.';

const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function fillQuickEnquiry(form: Locator, message: string) {
  await textbox(form, 'Name').fill('Asha Kumari');
  await textbox(form, 'Email').fill('asha@example.org');
  await textbox(form, 'Phone').fill('+91 98765 43210');
  await textbox(form, 'Message').fill(message);
}

async function fillAdmissionEnquiry(form: Locator, message: string) {
  const sixYearsAgo = new Date();
  sixYearsAgo.setFullYear(sixYearsAgo.getFullYear() - 6);
  await textbox(form, 'Student name').fill('Rohan Kumar');
  await form.getByLabel('Date of birth').fill(sixYearsAgo.toISOString().slice(0, 10));
  await form.getByRole('combobox', { name: 'Class sought' }).selectOption('Class 1');
  await textbox(form, 'Parent or guardian name').fill('Sunita Devi');
  await textbox(form, 'Phone').fill('9876543210');
  await textbox(form, 'Email').fill('sunita@example.org');
  await textbox(form, 'Message (optional)').fill(message);
  // A child's details: the parent's consent (the box starts unticked).
  await form.getByRole('checkbox', { name: /^I am this child's parent or guardian/ }).check();
}

/** The form's island (React) runs once the visitor starts using the form: here a click into a field. */
async function startUsing(page: Page, form: Locator) {
  await form.getByRole('textbox').first().click();
  await expect(page.locator('[data-island="enquiry-form"]')).toHaveAttribute('data-hydrated', 'true');
}

const quickForm = (page: Page) => page.getByRole('form', { name: 'Quick Enquiry' });
const admissionForm = (page: Page) => page.getByRole('form', { name: 'Admission Enquiry' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Contact: the Quick Enquiry posts as a plain form and the page thanks, the form cleared', async ({
    page,
  }) => {
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await fillQuickEnquiry(form, `No-script enquiry ${Date.now()}`);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/contact\?enquiry=sent#quick-enquiry$/);
    await expect(quickForm(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(textbox(quickForm(page), 'Name')).toHaveValue('');
    await expect(quickForm(page)).toBeInViewport();
  });

  test('Contact: a bad submission comes back with the error text, the field named, what was typed kept', async ({
    page,
  }) => {
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await fillQuickEnquiry(form, '   ');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(page).toHaveURL(/\/contact#quick-enquiry$/);
    const answered = quickForm(page);
    await expect(answered.getByRole('status')).toHaveText(ERROR);
    await expect(textbox(answered, 'Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(answered, 'Message')).toHaveAccessibleDescription('message is required');
    await expect(textbox(answered, 'Name')).toHaveValue('Asha Kumari');
    await expect(textbox(answered, 'Phone')).toHaveValue('+91 98765 43210');
  });

  test('Admissions: the Admission Enquiry posts as a plain form and the page thanks', async ({ page }) => {
    await page.goto(`${EMPTY_URL}/admissions`);
    const form = admissionForm(page);
    await fillAdmissionEnquiry(form, `No-script admission ${Date.now()}`);
    await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
    await expect(page).toHaveURL(/\/admissions\?enquiry=sent#admission-enquiry$/);
    await expect(admissionForm(page).getByRole('status')).toHaveText(SUCCESS);
    await expect(textbox(admissionForm(page), 'Student name')).toHaveValue('');
  });

  test('Admissions: a bad submission keeps what was typed, the chosen class included', async ({ page }) => {
    await page.goto(`${EMPTY_URL}/admissions`);
    const form = admissionForm(page);
    await fillAdmissionEnquiry(form, 'Kept message');
    // Past the browser's own check (the date picker's max), to reach the server's.
    await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
    await form.getByLabel('Date of birth').fill('2099-01-01');
    await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
    const answered = admissionForm(page);
    await expect(answered.getByRole('status')).toHaveText(ERROR);
    await expect(answered.getByLabel('Date of birth')).toHaveAccessibleDescription(
      'dateOfBirth cannot be in the future',
    );
    await expect(textbox(answered, 'Student name')).toHaveValue('Rohan Kumar');
    await expect(answered.getByRole('combobox', { name: 'Class sought' })).toHaveValue('Class 1');
    await expect(textbox(answered, 'Message (optional)')).toHaveValue('Kept message');
  });
});

test.describe('with JavaScript (the island)', () => {
  test('Contact: sending disables the button, then success clears the form; no page load', async ({
    page,
  }) => {
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await startUsing(page, form);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/enquiries', async (route) => {
      await held;
      await route.continue();
    });
    await fillQuickEnquiry(form, `Island enquiry ${Date.now()}`);
    // Once it runs, the form counts what is typed against each field's limit.
    await expect(textbox(form, 'Name')).toHaveAccessibleDescription('');
    await expect(form.getByText('11/100')).toBeVisible();
    const sent = page.waitForRequest('**/api/enquiries');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const request = await sent;
    expect(request.headers()['content-type']).toBe('application/json');
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await expect(textbox(form, 'Name')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    await expect(page).toHaveURL(`${EMPTY_URL}/contact`);
  });

  test('what a visitor types before the island has loaded stays, and is what it sends', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/enquiry-form-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await form.scrollIntoViewIfNeeded();
    const message = `Typed early ${Date.now()}`;
    await fillQuickEnquiry(form, message);
    const island = page.locator('[data-island="enquiry-form"]');
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(textbox(form, 'Name')).toHaveValue('Asha Kumari');
    await expect(textbox(form, 'Message')).toHaveValue(message);
    await expect(form.getByText('11/100')).toBeVisible();
    const sent = page.waitForRequest('**/api/enquiries');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Asha Kumari', message });
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await expect(textbox(form, 'Message')).toHaveValue('');
  });

  test('Contact: a failed send shows the error text and keeps what was typed', async ({ page }) => {
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await startUsing(page, form);
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'down' }),
      }),
    );
    await fillQuickEnquiry(form, 'Kept while the server is down');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(ERROR);
    await expect(textbox(form, 'Message')).toHaveValue('Kept while the server is down');
    await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  test("Contact: the server's field problems show on the fields, the first one focused", async ({ page }) => {
    await page.goto(`${EMPTY_URL}/contact`);
    const form = quickForm(page);
    await startUsing(page, form);
    await fillQuickEnquiry(form, '   ');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText(ERROR);
    await expect(textbox(form, 'Message')).toHaveAccessibleDescription('message is required');
    await expect(textbox(form, 'Message')).toBeFocused();
    await textbox(form, 'Message').fill('Now with a question');
    await expect(textbox(form, 'Message')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('Admissions: the island sends the admission enquiry, thanks and clears', async ({ page }) => {
    await page.goto(`${EMPTY_URL}/admissions`);
    const form = admissionForm(page);
    await startUsing(page, form);
    await fillAdmissionEnquiry(form, `Island admission ${Date.now()}`);
    const sent = page.waitForResponse('**/api/admission');
    await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
    expect((await sent).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await expect(form.getByRole('combobox', { name: 'Class sought' })).toHaveValue('');
    await expect(page).toHaveURL(`${EMPTY_URL}/admissions`);
  });

  test('Admissions on a slow phone: all a parent types and chooses while the page loads reaches the office', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // A low-end phone: the loader, then React, run six times slower while the parent types.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const stamp = Date.now();
    const sent = {
      studentName: `Rohan Kumar ${stamp}`,
      dateOfBirth: new Date(Date.now() - 6 * 365 * 86_400_000).toISOString().slice(0, 10),
      classSought: 'Class 2',
      parentName: 'Sunita Devi',
      phone: '9876543210',
      email: `sunita.${stamp}@example.org`,
      message: `Typed as the page loads, key by key ${stamp}: is there a bus from Jasidih?`,
    };
    await page.goto(`${EMPTY_URL}/admissions`, { waitUntil: 'commit' });
    const form = admissionForm(page);
    // From the moment the fields exist, key by key: the first key wakes the island, the rest arrive
    // while React loads and hydrates.
    await textbox(form, 'Student name').pressSequentially(sent.studentName);
    await form.getByLabel('Date of birth').fill(sent.dateOfBirth);
    await form.getByRole('combobox', { name: 'Class sought' }).selectOption(sent.classSought);
    await textbox(form, 'Parent or guardian name').pressSequentially(sent.parentName);
    await textbox(form, 'Phone').pressSequentially(sent.phone);
    await textbox(form, 'Email').pressSequentially(sent.email);
    await textbox(form, 'Message (optional)').pressSequentially(sent.message);
    const consent = form.getByRole('checkbox', { name: /^I am this child's parent or guardian/ });
    await consent.check();
    await expect(page.locator('[data-island="enquiry-form"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(consent).toBeChecked();
    await expect(textbox(form, 'Student name')).toHaveValue(sent.studentName);
    await expect(form.getByRole('combobox', { name: 'Class sought' })).toHaveValue(sent.classSought);
    await expect(textbox(form, 'Message (optional)')).toHaveValue(sent.message);
    const answer = page.waitForResponse('**/api/admission');
    await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(SUCCESS, { timeout: 30_000 });

    // The office's inbox holds every character.
    expect((await request.post(`${EMPTY_URL}/api/auth/login`, { data: E2E_ADMIN })).status()).toBe(200);
    const inbox = await request.get(`${EMPTY_URL}/api/admin/enquiries?kind=admission&search=${stamp}`);
    expect(inbox.status()).toBe(200);
    const { enquiries } = (await inbox.json()).data as {
      enquiries: { email: string; phone: string; message: string; details: Record<string, string> }[];
    };
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({
      email: sent.email,
      phone: sent.phone,
      message: sent.message,
      details: {
        studentName: sent.studentName,
        dateOfBirth: sent.dateOfBirth,
        classSought: sent.classSought,
        parentName: sent.parentName,
      },
    });
  });
});
