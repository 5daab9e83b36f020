import { expect, test } from '@playwright/test';
import { createEditor, openMenu, pdfDocument, signIn } from './fixtures';

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

test('Section C: Registered 48, Passed 47 shows Pass % 97.92 read-only, Save publishes it; Passed above Registered is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createEditor(request));
  await page.goto('/admin/settings/public-disclosure-academics');
  // Class X, the oldest of the three years (the row the public table lists last).
  const index = 2;
  const year = await page.getByLabel('Year', { exact: true }).nth(index).inputValue();
  const registered = page.getByLabel('Registered', { exact: true }).nth(index);
  const passed = page.getByLabel('Passed', { exact: true }).nth(index);
  const percentage = page.getByLabel('Pass %', { exact: true }).nth(index);
  await expect(percentage).toHaveAttribute('readonly', '');
  await registered.fill('48');
  await passed.fill('47');
  await expect(percentage).toHaveValue('97.92');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('C. RESULT AND ACADEMICS saved')).toBeVisible();

  await page.goto('/mandatory-public-disclosure');
  const row = page
    .getByRole('region', { name: 'Result Class: X', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: year, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText(['3', '48', '47', '97.92%', 'Sample figures']);

  // Figures that contradict each other are refused, the field named, and nothing is published.
  await page.goto('/admin/settings/public-disclosure-academics');
  await page.getByLabel('Passed', { exact: true }).nth(index).fill('49');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('passed must not be greater than registered').first()).toBeVisible();
  const { publicDisclosure } = (await (await request.get('/api/public-disclosure')).json()).data;
  expect(
    publicDisclosure.academics.resultsClassX.find((result: { year: number }) => String(result.year) === year),
  ).toMatchObject({ registered: 48, passed: 47, passPercentage: 97.92 });

  // Section D's total is worked out the same way, read-only, as the public page shows it.
  await page.goto('/admin/settings/public-disclosure-staff');
  const total = page.getByLabel('Total no. of teachers');
  await expect(total).toHaveAttribute('readonly', '');
  await expect(total).toHaveValue(String(publicDisclosure.staff.totalTeachers));
  await page.getByLabel('PRT (number of teachers)').fill(String((publicDisclosure.staff.prt ?? 0) + 1));
  await expect(total).toHaveValue(String(publicDisclosure.staff.totalTeachers + 1));
});

test('the admin home says the same about certificates in its badge and its expiry card; the public page marks the expired one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await createEditor(request));
  const { counts, warnings } = (await (await page.request.get('/api/admin/public-disclosure/status')).json())
    .data;
  await expect(page.getByTestId('disclosure-badge')).toContainText(`${counts.expired} expired`);
  const card = page.getByRole('heading', { name: 'Expired or expiring soon' }).locator('..');
  await expect(card.getByText('Nothing has expired and nothing expires soon.')).toHaveCount(0);
  const certificates = warnings.filter(
    (w: { kind: string }) => w.kind === 'expired' || w.kind === 'expiring',
  );
  expect(certificates.length).toBe(counts.expired + counts.expiring);
  for (const warning of certificates) await expect(card.getByText(warning.message)).toBeVisible();
  await expect(card.getByText(/expired: renew it/)).toHaveCount(counts.expired);
  await card.getByText(/water-health-sanitation\.pdf: expired on/).click();
  await expect(page).toHaveURL(/\/admin\/settings\/public-disclosure-documents$/);

  await page.goto('/mandatory-public-disclosure');
  const expired = page
    .locator('#section-documents tr')
    .filter({ has: page.getByTestId('disclosure-expired') });
  await expect(expired).toHaveCount(counts.expired);
  await expect(expired).toContainText('Copies of valid water, health and sanitation certificates');
  await expect(expired.getByTestId('disclosure-expired')).toHaveText('Expired');
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

  // The Hindi page: the same file, its dates in Hindi.
  await page.goto('/hi/mandatory-public-disclosure');
  const hindiRow = page
    .locator('#section-documents tr')
    .filter({ hasText: 'Copy of valid building safety certificate' });
  await expect(hindiRow).toContainText('20 नवंबर 2026');
  await expect(hindiRow).toContainText('19 नवंबर 2029');
  await expect(hindiRow.getByTestId('disclosure-document')).toHaveAttribute('href', newLink!);
});

test("'Check links now' after changing a link: a mistyped inspection video link is found dead and named; corrected, it is found working, and the public page links to it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await createEditor(request));
  const origin = new URL(page.url()).origin;
  // The test machine has no internet: the school's own site stands in for YouTube. A typing
  // mistake in the address answers 404, as a wrong YouTube address does.
  const mistyped = `${origin}/abuot`;
  const corrected = `${origin}/about`;
  const field = () => page.getByLabel('Inspection video link (YouTube)');
  const sectionE = page.getByRole('region', { name: 'E. SCHOOL INFRASTRUCTURE' });
  const parent = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const videoLink = parent.getByRole('link', { name: 'Watch the inspection video' });

  /** Section E's form from the dashboard: type the link, Save, back to the dashboard, 'Check links now'. */
  async function changeLinkAndCheck(link: string) {
    await openMenu(page, 'CBSE disclosure', 'Mandatory Public Disclosure', false);
    await sectionE.getByRole('link', { name: 'Edit section' }).click();
    await field().fill(link);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E. SCHOOL INFRASTRUCTURE saved')).toBeVisible();
    await openMenu(page, 'CBSE disclosure', 'Mandatory Public Disclosure', false);
    await page.getByRole('button', { name: 'Check links now' }).click();
  }

  await page.goto('/admin/settings/public-disclosure-infrastructure');
  const original = await field().inputValue();
  try {
    await changeLinkAndCheck(mistyped);
    await expect(page.getByText(/^\d+ links checked, [1-9]\d* dead$/)).toBeVisible({ timeout: 30_000 });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const dead = sectionE.getByRole('listitem').filter({ hasText: 'Inspection video' });
    await expect(dead).toContainText('Dead link');
    await expect(dead).toContainText(`Inspection video: dead link (HTTP 404), first seen ${today}`);
    await expect(page.getByText(/^Links last checked /)).toBeVisible();
    // The public page shows what was saved: a parent or CBSE's inspector following it finds nothing.
    await parent.goto('/mandatory-public-disclosure');
    await expect(videoLink).toHaveAttribute('href', mistyped);
    expect((await parent.request.get(mistyped)).status()).toBe(404);

    await changeLinkAndCheck(corrected);
    await expect(page.getByText(/^\d+ links checked, 0 dead$/)).toBeVisible({ timeout: 30_000 });
    await expect(sectionE.getByText(/Inspection video: dead link/)).toHaveCount(0);
    await expect(sectionE.getByText('Complete and current.')).toBeVisible();
    await parent.goto('/mandatory-public-disclosure');
    await expect(videoLink).toHaveAttribute('href', corrected);
    expect((await parent.request.get(corrected)).status()).toBe(200);
  } finally {
    await page.goto('/admin/settings/public-disclosure-infrastructure');
    await field().fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E. SCHOOL INFRASTRUCTURE saved')).toBeVisible();
    await parent.context().close();
  }
});
