import { expect, test } from '@playwright/test';
import { onSingleForm, pdfDocument } from './fixtures';

// The two wings' single forms, done as the office does them: open from the menu, change, Save, and
// read what a parent then finds on the wing's page.

test('Baby Steps > Baby Steps admission: a step reworded and a new prospectus PDF, saved, are what parents read and download on /baby-steps', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const form = { group: 'Baby Steps', item: 'Baby Steps admission', setting: 'baby-steps-admission' };
  await onSingleForm<{ steps: { description: string }[] }>(page, request, form, async (before) => {
    const step = `Meet the teacher with your child, any weekday at 10 am ${Date.now()}`;
    const description = page.getByLabel('Description').first();
    await expect(description).toHaveValue(before.steps[0]!.description);
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
  });
});

test("Cricket Academy > Cricket Academy contact: a new phone and 'Call now' label, saved, are what parents read and dial on /cricket-academy", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const form = {
    group: 'Cricket Academy',
    item: 'Cricket Academy contact',
    setting: 'cricket-academy-contact',
  };
  await onSingleForm<{ phone: string }>(page, request, form, async (before) => {
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(before.phone);
    await page.getByLabel('Phone', { exact: true }).fill('+91 94311 22334');
    await page.getByLabel(/^Call now/).fill('Call the coach');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Cricket Academy contact saved')).toBeVisible();

    const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await parent.goto('/cricket-academy');
    const quick = parent.getByRole('navigation', { name: 'Quick enquiry' });
    await expect(quick.getByRole('link', { name: 'Call the coach' })).toHaveAttribute(
      'href',
      'tel:+919431122334',
    );
    await expect(parent.getByTestId('cricket-contact').getByRole('link', { name: /94311/ })).toHaveAttribute(
      'href',
      'tel:+919431122334',
    );
    await parent.context().close();
  });
});
