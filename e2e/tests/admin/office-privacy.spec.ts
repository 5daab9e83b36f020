import { expect, test } from '@playwright/test';
import { E2E_ADMIN, openMenu, signIn } from './fixtures';

/**
 * The privacy notice as the school's principal sets it up and a parent meets it: the checklist says
 * the enquiry forms are not ready, the Grievance Officer is named in Settings > Privacy and saved,
 * the checklist turns ready, the notice shows the officer in a new version, and a parent's admission
 * enquiry (purpose line, notice link, consent box) arrives in the inbox with its consent recorded.
 */

/** The privacy settings as the server had them, put back after the test. */
let original: Record<string, unknown> | undefined;

test.afterEach(async ({ page }) => {
  if (!original) return;
  const restored = await page.request.put('/api/admin/settings/privacy', { data: original });
  expect(restored.status()).toBe(200);
  original = undefined;
});

test('the Grievance Officer named in Settings > Privacy makes the forms ready and shows on the privacy notice; an admission enquiry records its consent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN);
  original = (await (await page.request.get('/api/admin/settings/privacy')).json()).data.item;
  const empty = { grievanceOfficer: { name: '', email: '', phone: '' }, retentionMonths: 12 };
  expect((await page.request.put('/api/admin/settings/privacy', { data: empty })).status()).toBe(200);
  await page.reload();

  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist).toContainText('Enquiry forms: not ready. Name the Grievance Officer');
  await checklist.getByRole('link', { name: 'Settings > Privacy' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/privacy$/);
  const officer = `Meera Jha ${Date.now()}`;
  await page.getByLabel("Grievance Officer's name").fill(officer);
  await page.getByLabel("Grievance Officer's e-mail").fill('grievance@skp.test');
  await page.getByLabel("Grievance Officer's phone").fill('+91 6432 222 333');
  await page.getByLabel('Months an enquiry is kept after its last activity').fill('18');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privacy saved')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('setup-checklist')).toContainText('Enquiry forms: ready');
  const { notice } = (await (await page.request.get('/api/privacy')).json()).data;

  // A parent reads the notice, in English and in Hindi.
  const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await parent.goto('/');
  await parent.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(parent).toHaveURL(/\/privacy$/);
  await expect(parent.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(parent.getByTestId('privacy-version')).toContainText(
    `Version ${notice.version}, in force since`,
  );
  await expect(parent.getByTestId('grievance-officer')).toContainText(officer);
  await expect(
    parent.getByTestId('grievance-officer').getByRole('link', { name: 'grievance@skp.test' }),
  ).toBeVisible();
  await expect(parent.getByText('Erased 18 months after the last activity on it').first()).toBeVisible();
  await parent.goto('/hi/privacy');
  await expect(parent.getByTestId('grievance-officer')).toContainText(officer);
  await expect(parent.getByRole('heading', { level: 2, name: 'शिकायत अधिकारी' })).toBeVisible();

  // The admission enquiry: the purpose and the notice before Send, the box unticked until ticked.
  await parent.goto('/admissions');
  const form = parent.getByRole('form', { name: 'Admission Enquiry' });
  await form.scrollIntoViewIfNeeded();
  // The form's island runs once the parent starts using it: here a click into its first field.
  await form.getByRole('textbox').first().click();
  await expect(parent.locator('[data-island="enquiry-form"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByText('only to answer this admission enquiry')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  const consent = form.getByRole('checkbox', {
    name: "I am this child's parent or guardian and agree that the school uses these details to answer my admission enquiry",
  });
  await expect(consent).not.toBeChecked();
  const student = `Privacy child ${Date.now()}`;
  const sixYearsAgo = new Date();
  sixYearsAgo.setFullYear(sixYearsAgo.getFullYear() - 6);
  await form.getByRole('textbox', { name: 'Student name', exact: true }).fill(student);
  await form.getByLabel('Date of birth').fill(sixYearsAgo.toISOString().slice(0, 10));
  await form.getByRole('combobox', { name: 'Class sought' }).selectOption('Class 2');
  await form.getByRole('textbox', { name: 'Parent or guardian name', exact: true }).fill('Sunita Devi');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('sunita@example.org');
  // Without the tick the enquiry does not go.
  let posted = false;
  parent.on('request', (request) => {
    if (request.url().endsWith('/api/admission')) posted = true;
  });
  await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
  expect(await consent.evaluate((box) => (box as HTMLInputElement).validity.valueMissing)).toBe(true);
  expect(posted).toBe(false);
  await consent.check();
  const sent = parent.waitForResponse('**/api/admission');
  await form.getByRole('button', { name: 'Send Admission Enquiry' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(
    'Thank you for your enquiry! We will get back to you soon.',
  );
  await expect(consent).not.toBeChecked();
  await parent.close();

  // The office sees the enquiry with the consent it carries.
  await page.getByRole('menuitem', { name: 'Enquiry inbox' }).click();
  await page.getByPlaceholder('Search name, e-mail, phone, message').fill(student);
  await expect(page).toHaveURL(/filter=.*Privacy/);
  await page.getByRole('row').filter({ hasText: 'Sunita Devi' }).first().getByText('Sunita Devi').click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/[0-9a-f-]+\/show/);
  await expect(page.getByText(`on the English page, privacy notice version ${notice.version}`)).toBeVisible();
});

test('how long transfer certificates and answered privacy requests are kept, set in Settings > Privacy and saved, is what the privacy notice tells parents in both editions', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, E2E_ADMIN);
  original = (await (await page.request.get('/api/admin/settings/privacy')).json()).data.item;
  await openMenu(page, 'Settings', 'Privacy', false);
  await expect(page).toHaveURL(/\/admin\/settings\/privacy$/);
  const years = page.getByLabel('Years a transfer certificate is kept after its date of issue');
  // A negative number is stopped by the browser (the field's minimum is 0), and nothing is saved.
  let saved = false;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/admin/settings/privacy')) saved = true;
  });
  await years.fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(await years.evaluate((input) => (input as HTMLInputElement).validity.rangeUnderflow)).toBe(true);
  expect(saved).toBe(false);
  expect((await (await page.request.get('/api/privacy')).json()).data.notice.tcRetentionYears).toBe(
    original?.tcRetentionYears,
  );
  await years.fill('7');
  // And how long a parent's answered request to see, correct or erase their data is kept as proof.
  await page.getByLabel('Years a closed privacy request is kept').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privacy saved')).toBeVisible();

  const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await parent.goto('/privacy');
  await expect(parent.getByText('Erased 7 years after the date of issue.')).toBeVisible();
  await expect(
    parent.getByText(
      'Kept 4 years after the request is answered, as proof that it was answered; then erased.',
    ),
  ).toBeVisible();
  await parent.goto('/hi/privacy');
  await expect(parent.getByText('जारी करने की तिथि के 7 साल बाद मिटा दिया जाता है।')).toBeVisible();
  await expect(parent.getByText('अनुरोध का उत्तर देने के बाद 4 साल तक', { exact: false })).toBeVisible();

  // 0 keeps them, and the notice says why.
  await page.reload();
  await years.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Privacy saved')).toBeVisible();
  await parent.goto('/privacy');
  await expect(
    parent.getByText('Kept, because a school or employer may need to check a certificate many years later.'),
  ).toBeVisible();
  await parent.close();
});
