import { expect, test } from '@playwright/test';
import type { PublicDisclosure } from '@skp/shared';
import { apiData } from './page-helpers';

const SECTION_HEADINGS = [
  'A. GENERAL INFORMATION',
  'B. DOCUMENTS AND INFORMATION',
  'C. RESULT AND ACADEMICS',
  'D. STAFF (TEACHING)',
  'E. SCHOOL INFRASTRUCTURE',
];

test.describe('Mandatory Public Disclosure with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("reads fully: sections A-E in CBSE's order, the results tables, every document with its size", async ({
    page,
    request,
  }) => {
    const { publicDisclosure } = await apiData<{ publicDisclosure: PublicDisclosure }>(
      request,
      '/public-disclosure',
    );
    await page.goto('/mandatory-public-disclosure');
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
    expect(await page.locator('main h2').allTextContents()).toEqual(SECTION_HEADINGS);
    await expect(page.getByText('Last updated: ')).toHaveCount(5);

    const general = page.getByRole('region', { name: 'General information' });
    await expect(general.getByRole('row', { name: /Affiliation No\./ })).toContainText(
      publicDisclosure.general.affiliationNumber,
    );

    const classX = page.getByRole('region', { name: 'Result Class: X', exact: true });
    await expect(classX.getByRole('columnheader')).toHaveText([
      'S.No',
      'Year',
      'No. of registered students',
      'No. of students passed',
      'Pass percentage',
      'Remarks',
    ]);
    const rows = classX.getByRole('row');
    await expect(rows).toHaveCount(1 + publicDisclosure.academics.resultsClassX.length);
    const latest = publicDisclosure.academics.resultsClassX[0]!;
    await expect(rows.nth(1)).toHaveText(
      new RegExp(`${latest.year}\\s*${latest.registered}\\s*${latest.passed}\\s*${latest.passPercentage}%`),
    );
    await expect(
      page.getByRole('region', { name: 'Result Class: XII', exact: true }).getByRole('row'),
    ).toHaveCount(1 + publicDisclosure.academics.resultsClassXII.length);

    const documents = page.getByTestId('disclosure-document');
    await expect(documents).toHaveCount(
      publicDisclosure.documents.documents.length + publicDisclosure.academics.documents.length,
    );
    for (const text of await documents.allTextContents())
      expect(text).toMatch(/^View PDF \(\d+ (KB|MB|bytes)\)$/);
    const fire = page.getByRole('row', { name: /fire safety certificate/ });
    await expect(fire).toContainText('Jharkhand Fire Service, Deoghar');
    const href = await fire.getByTestId('disclosure-document').getAttribute('href');
    const pdf = await request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await expect(page.getByRole('link', { name: 'data (JSON)' })).toHaveAttribute(
      'href',
      '/api/public-disclosure',
    );
  });

  test('the footer and Home lead to it', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Mandatory Disclosures' })
      .getByRole('link', { name: 'Mandatory Public Disclosure (Appendix IX)' })
      .click();
    await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mandatory Public Disclosure' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeVisible();
  });
});

test('on a phone the page does not scroll sideways: wide tables scroll inside their frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/mandatory-public-disclosure');
  await expect(page.getByRole('heading', { name: 'C. RESULT AND ACADEMICS' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('prints on A4: without the header, every section and table at full width', async ({ page }) => {
  await page.goto('/mandatory-public-disclosure');
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 1000 });
  await expect(page.getByRole('banner')).toBeHidden();
  for (const heading of SECTION_HEADINGS)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main table'))
      .filter((table) => table.getBoundingClientRect().right > window.innerWidth + 1)
      .map((table) => table.closest('[aria-label]')?.getAttribute('aria-label')),
  );
  expect(overflowing).toEqual([]);
  const pdf = await page.pdf({
    format: 'A4',
    margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('the Hindi Mandatory Public Disclosure without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("frames CBSE's sections in Hindi and keeps the page when switching", async ({ page }) => {
    await page.goto('/mandatory-public-disclosure');
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/mandatory-public-disclosure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'अनिवार्य सार्वजनिक प्रकटीकरण' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A. GENERAL INFORMATION' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(page.getByTestId('disclosure-document').first()).toContainText('पीडीएफ़ देखें');
  });
});
