import { readFileSync } from 'node:fs';
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

test('the office adds a TC with its scan; a receiving school verifies it on the public page in English and Hindi; the office downloads its QR code and sees the look-ups', async ({
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
  await school.context().close();

  // The clerk prints the QR code on the TC: 'Download QR code (PNG)' on its record.
  const qr = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code (PNG)' }).click();
  const png = readFileSync(await (await qr).path());
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  // Transfer certificates > TC look-ups: the school's three look-ups, each with its answer.
  await openMenu(page, 'Transfer certificates', 'TC look-ups', false);
  // (hasText is case-insensitive: the first look-up was typed in small letters.)
  const lookups = page.getByTestId('tc-lookups').getByRole('row').filter({ hasText: tcNumber });
  await expect(lookups).toHaveCount(3);
  await expect(lookups.filter({ hasText: 'No match' })).toHaveCount(1);
  await expect(lookups.filter({ hasText: 'Found' })).toHaveCount(2);
  await expect(lookups.first()).toContainText('Form');
});

test("the year's leavers come from a spreadsheet with their scans, checked before anything is added; a school verifies one, and one withdrawn answers so in Hindi", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const editor = await createEditor(request);
  await signInQuietly(page, editor);
  const stamp = Date.now() % 100000;
  const leavers = [
    { tc: `TC/2025/${stamp}1`, admission: 'ADM-5101', name: 'Rohit Yadav', born: '14/05/2010', class: 'X' },
    { tc: `TC/2025/${stamp}2`, admission: 'ADM-5102', name: 'Priya Soren', born: '2010-08-02', class: 'X' },
  ];
  const sheet = [
    'TC number,Admission number,"Student\'s name",Date of birth,Class last studied,Date of leaving,Date of issue',
    ...leavers.map((l) => `${l.tc},${l.admission},${l.name},${l.born},${l.class},31/03/2026,05/04/2026`),
  ].join('\n');
  const scans = leavers.map((l) => ({
    name: `${l.tc.replaceAll('/', '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfDocument(`Transfer Certificate ${l.name}`),
  }));

  // Transfer certificates > Import from a spreadsheet: the file and one scan forgotten; 'Check the file'.
  await page.goto('/admin');
  await openMenu(page, 'Transfer certificates', 'Import from a spreadsheet', false);
  await page.getByTestId('tc-import-sheet').setInputFiles({
    name: 'leavers-2025.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await page.getByTestId('tc-import-scans').setInputFiles(scans.slice(0, 1));
  await page.getByRole('button', { name: 'Check the file' }).click();
  const report = page.getByTestId('tc-import-report');
  await expect(report).toContainText('problems: nothing is added until they are put right.');
  await expect(report.getByRole('row').filter({ hasText: leavers[1]!.tc })).toContainText(
    'No scan for this TC',
  );
  await expect(page.getByRole('button', { name: /^Add \d+ transfer certificates$/ })).toBeDisabled();

  // Both scans: the file is right, and 'Add 2 transfer certificates' adds them.
  await page.getByTestId('tc-import-scans').setInputFiles(scans);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(report).toContainText('The file is right: 2 transfer certificates will be added.');
  await page.getByRole('button', { name: 'Add 2 transfer certificates' }).click();
  await expect(report).toContainText('2 transfer certificates added');

  // The register lists them; the second is cancelled: 'Withdraw this TC' with the reason.
  await openMenu(page, 'Transfer certificates', 'Transfer certificates', false);
  for (const leaver of leavers)
    await expect(page.getByRole('row').filter({ hasText: leaver.tc })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: leavers[1]!.tc }).click();
  await page.getByLabel('Reason', { exact: true }).fill('Reissued: the date of birth was wrong');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('TC withdrawn: a look-up now answers that it was withdrawn')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('tc-withdrawn')).toContainText('Reissued: the date of birth was wrong');

  // The receiving schools: the first TC is verified with its scan; the withdrawn one says so, without it.
  const school = await (await browser.newContext()).newPage();
  await school.goto('/transfer-certificates');
  await school.getByLabel('TC number').fill(leavers[0]!.tc);
  await school.getByLabel("Student's date of birth").fill('2010-05-14');
  await school.getByRole('button', { name: 'Verify' }).click();
  await expect(school.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
  await expect(school.getByTestId('tc-answer')).toContainText(leavers[0]!.name);
  await school.goto('/hi/transfer-certificates');
  await school.getByLabel('टी.सी. संख्या').fill(leavers[1]!.tc);
  await school.getByLabel('विद्यार्थी की जन्म-तिथि').fill('2010-08-02');
  await school.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(school.getByTestId('tc-answer')).toHaveText(/^यह स्थानांतरण प्रमाण-पत्र .+ को वापस ले लिया गया।$/);
  await expect(school.getByTestId('tc-copy-link')).toHaveCount(0);
  await expect(school.getByText(leavers[1]!.name)).toHaveCount(0);
  await school.context().close();
});
