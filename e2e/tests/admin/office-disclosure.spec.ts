import { expect, test } from '@playwright/test';
import { createEditor, pdfDocument, signIn } from './fixtures';

test('the admin home warns of the disclosure; its dashboard lists, per section, what expired and what expires', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await createEditor(request));
  const badge = page.getByTestId('disclosure-badge');
  await expect(badge).toContainText(
    'Mandatory Public Disclosure: 1 expired, 1 expiring within 60 days, 0 missing',
  );
  await badge.getByRole('link', { name: 'Open' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure (CBSE Appendix IX)' }),
  ).toBeVisible();

  const sectionB = page.getByRole('region', { name: 'B. DOCUMENTS AND INFORMATION' });
  await expect(sectionB.getByRole('listitem').filter({ hasText: 'Expired' })).toContainText(
    'water-health-sanitation.pdf: expired on',
  );
  await expect(sectionB.getByRole('listitem').filter({ hasText: 'Expires within 60 days' })).toContainText(
    'fire-safety.pdf: expires on',
  );
  await expect(page.getByRole('region', { name: 'A. GENERAL INFORMATION' })).toContainText(
    'Complete and current.',
  );

  // Emptying a field in a section's form shows it as missing in that section.
  const sectionA = page.getByRole('region', { name: 'A. GENERAL INFORMATION' });
  await sectionA.getByRole('link', { name: 'Edit section' }).click();
  const qualification = page.getByLabel('Principal qualification');
  const before = await qualification.inputValue();
  await qualification.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A. GENERAL INFORMATION saved')).toBeVisible();
  await page.goto('/admin/public-disclosure');
  await expect(sectionA.getByRole('listitem')).toContainText('Principal qualification: not filled in');

  await page.goto('/admin/settings/public-disclosure-general');
  await page.getByLabel('Principal qualification').fill(before);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A. GENERAL INFORMATION saved')).toBeVisible();
});

test('a bad pass percentage is refused with the field named, nothing saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await createEditor(request));
  await page.goto('/admin/settings/public-disclosure-academics');
  const percentage = page.getByLabel('Pass %').first();
  await expect(percentage).toBeVisible();
  await percentage.fill('101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/pass ?percentage must be between 0 and 100/i).first()).toBeVisible();
  const { publicDisclosure } = (await (await request.get('/api/public-disclosure')).json()).data;
  expect(publicDisclosure.academics.resultsClassX[0].passPercentage).toBeLessThanOrEqual(100);
});

test('a renewed certificate: Replace PDF with its new dates, Save, and the public page shows the new file and dates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createEditor(request));
  await page.goto('/admin/public-disclosure');
  await page
    .getByRole('region', { name: 'B. DOCUMENTS AND INFORMATION' })
    .getByRole('link', { name: 'Edit section' })
    .click();
  // The building safety certificate: renewing it keeps the dashboard's expired/expiring counts as seeded.
  const row = page
    .locator('.RaSimpleFormIterator-line')
    .filter({ has: page.getByText('Copy of valid building safety certificate', { exact: false }) });
  await expect(row).toHaveCount(1);
  const oldLink = await row.getByRole('link', { name: 'Open the current PDF' }).getAttribute('href');
  await row.getByLabel('The PDF file').setInputFiles({
    name: 'building-safety-renewed.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument('Building safety certificate renewed 2026'),
  });
  await expect(row.getByLabel('File name shown')).toHaveValue('building-safety-renewed.pdf');
  const newLink = await row.getByRole('link', { name: 'Open the current PDF' }).getAttribute('href');
  expect(newLink).not.toBe(oldLink);
  await row.getByLabel('Date of issue').fill('2026-11-20');
  await row.getByLabel('Valid until').fill('2029-11-19');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('B. DOCUMENTS AND INFORMATION saved')).toBeVisible();
  await expect(page.getByText(/Please check/)).toHaveCount(0);

  // What a parent (or CBSE's inspector) sees.
  await page.goto('/mandatory-public-disclosure');
  const publicRow = page
    .locator('#section-documents tr')
    .filter({ hasText: 'Copy of valid building safety certificate' });
  await expect(publicRow).toContainText('November 20, 2026');
  await expect(publicRow).toContainText('November 19, 2029');
  const href = await publicRow.getByTestId('disclosure-document').getAttribute('href');
  expect(href).toBe(newLink);
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).toString('latin1')).toContain('Building safety certificate renewed 2026');
});
