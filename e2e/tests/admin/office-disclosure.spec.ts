import { expect, test } from '@playwright/test';
import { createEditor, signIn } from './fixtures';

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
