import { expect, test } from '@playwright/test';
import { createEditor, openMenu, pdfDocument, signInQuietly } from './fixtures';

// The two wings' single forms, done as the office does them: open from the menu, change, Save, and
// read what a parent then finds on the wing's page. Each test puts the demo's values back after.

test('Baby Steps > Baby Steps admission: a step reworded and a new prospectus PDF, saved, are what parents read and download on /baby-steps', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInQuietly(page, await createEditor(request));
  const before = (await (await page.request.get('/api/admin/settings/baby-steps-admission')).json()).data
    .item;
  try {
    await page.goto('/admin');
    await openMenu(page, 'Baby Steps', 'Baby Steps admission', false);
    await expect(page).toHaveURL(/\/admin\/settings\/baby-steps-admission$/);
    const step = `Meet the teacher with your child, any weekday at 10 am ${Date.now()}`;
    const description = page.getByLabel('Description').first();
    await expect(description).toHaveValue(before.steps[0].description);
    await description.fill(step);
    await page.getByLabel('Prospectus (PDF) file').setInputFiles({
      name: 'baby-steps-prospectus-2027.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument('Baby Steps prospectus 2027-28'),
    });
    await expect(page.getByRole('status', { name: 'Upload progress' })).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Baby Steps admission saved')).toBeVisible();

    const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await parent.goto('/baby-steps');
    const admission = parent.locator('#admission');
    await expect(admission.getByTestId('admission-steps').getByRole('listitem').first()).toContainText(step);
    const prospectus = admission.getByRole('link', { name: 'Download Prospectus' });
    const pdf = await parent.request.get((await prospectus.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).toString('latin1')).toContain('Baby Steps prospectus 2027-28');
    await parent.context().close();
  } finally {
    const restored = await page.request.put('/api/admin/settings/baby-steps-admission', { data: before });
    expect(restored.status()).toBe(200);
  }
});

test("Cricket Academy > Cricket Academy contact: a new phone and 'Call now' label, saved, are what parents read and dial on /cricket-academy", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signInQuietly(page, await createEditor(request));
  const before = (await (await page.request.get('/api/admin/settings/cricket-academy-contact')).json()).data
    .item;
  try {
    await page.goto('/admin');
    await openMenu(page, 'Cricket Academy', 'Cricket Academy contact', false);
    await expect(page).toHaveURL(/\/admin\/settings\/cricket-academy-contact$/);
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(before.phone);
    await page.getByLabel('Phone', { exact: true }).fill('+91 94311 22334');
    await page.getByLabel(/^Call now/).fill('Call the coach');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Cricket Academy contact saved')).toBeVisible();

    const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await parent.goto('/cricket-academy');
    const call = parent
      .getByRole('navigation', { name: 'Quick enquiry' })
      .getByRole('link', { name: 'Call the coach' });
    await expect(call).toHaveAttribute('href', 'tel:+919431122334');
    await expect(parent.getByTestId('cricket-contact').getByRole('link', { name: /94311/ })).toHaveAttribute(
      'href',
      'tel:+919431122334',
    );
    await parent.context().close();
  } finally {
    const restored = await page.request.put('/api/admin/settings/cricket-academy-contact', { data: before });
    expect(restored.status()).toBe(200);
  }
});
