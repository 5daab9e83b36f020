import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createEditor, openMenu, pdfDocument, signInQuietly } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function noAxeViolations(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${where}`,
  ).toEqual([]);
}

test('the office adds a TC with its scan; a receiving school verifies it on the public page in English and Hindi', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const tcNumber = `TC/2026/${Date.now() % 100000}`;

  // The clerk: Transfer certificates > Create, the facts and the scan, Save.
  await page.goto('/admin');
  await openMenu(page, 'Transfer certificates', 'Transfer certificates', false);
  await expect(page).toHaveURL(/\/admin\/transfer-certificates$/);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('TC number *').fill(tcNumber);
  await page.getByLabel('Admission number *').fill('ADM-4471');
  await page.getByLabel("Student's name *").fill('Ananya Mishra');
  await page.getByLabel('Date of birth *').fill('2011-09-21');
  await page.getByLabel('Class last studied *').fill('VII');
  await page.getByLabel('Date of leaving *').fill('2026-03-31');
  await page.getByLabel('Date of issue *').fill('2026-04-03');
  await page.getByTestId('tc-scan-input').setInputFiles({
    name: 'Ananya TC.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument('Transfer Certificate Ananya Mishra'),
  });
  await expect(page.getByText('Scan uploaded')).toBeVisible();
  await expect(page.getByTestId('tc-scan-name')).toHaveText('Ananya TC.pdf');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transfer certificate saved')).toBeVisible();

  // Its record offers the verification link and the QR code to print.
  await page.getByRole('row').filter({ hasText: tcNumber }).click();
  await expect(page.getByTestId('tc-verify-link')).toContainText('/transfer-certificates/v/');
  await expect(page.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();

  // The receiving school: no account; the look-up is a plain GET form.
  // It finds the look-up from any page's footer.
  const school = await (await browser.newContext()).newPage();
  await school.goto('/');
  await school.getByRole('contentinfo').getByRole('link', { name: 'Verify a transfer certificate' }).click();
  await expect(school).toHaveURL(/\/transfer-certificates$/);
  await expect(
    school.getByRole('heading', { level: 1, name: 'Transfer Certificate Verification' }),
  ).toBeVisible();
  await noAxeViolations(school, '/transfer-certificates');
  await school.getByLabel('TC number').fill(tcNumber.toLowerCase());
  await school.getByLabel("Student's date of birth").fill('2011-09-22');
  await school.getByRole('button', { name: 'Verify' }).click();
  await expect(school.getByTestId('tc-answer')).toHaveText('No certificate matches these details.');
  await school.getByLabel("Student's date of birth").fill('2011-09-21');
  await school.getByRole('button', { name: 'Verify' }).click();
  await expect(school.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
  await expect(school.getByTestId('tc-answer')).toContainText('Ananya Mishra');
  await expect(school.getByTestId('tc-answer')).toContainText('ADM-4471');
  await noAxeViolations(school, '/transfer-certificates (a match)');
  const copy = await school.request.get((await school.getByTestId('tc-copy-link').getAttribute('href'))!);
  expect(copy.status()).toBe(200);
  expect(copy.headers()['content-type']).toBe('application/pdf');
  expect(copy.headers()['cache-control']).toBe('private, no-store');

  // The Hindi edition: the same look-up, in Hindi.
  await school.goto('/hi');
  await school.getByRole('contentinfo').getByRole('link', { name: 'स्थानांतरण प्रमाण-पत्र का सत्यापन' }).click();
  await expect(school).toHaveURL(/\/hi\/transfer-certificates$/);
  await expect(school.getByRole('heading', { level: 1, name: 'स्थानांतरण प्रमाण-पत्र का सत्यापन' })).toBeVisible();
  await school.getByLabel('टी.सी. संख्या').fill(tcNumber);
  await school.getByLabel('विद्यार्थी की जन्म-तिथि').fill('2011-09-21');
  await school.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(school.getByRole('heading', { name: 'प्रमाण-पत्र सत्यापित' })).toBeVisible();
  await expect(school.getByTestId('tc-answer')).toContainText('Ananya Mishra');
  await noAxeViolations(school, '/hi/transfer-certificates (a match)');
});
