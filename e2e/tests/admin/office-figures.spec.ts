import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signIn } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function noAxeViolations(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  // The grouped menu (role menu around group buttons) is a known finding of the menu, not of this screen.
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).exclude('.RaMenu-open').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${where}`,
  ).toEqual([]);
}

/**
 * 'Did parents read the circular?': the office posts a notice, two parents open it on their phones
 * (a crawler and a prefetch do too, and are not counted), and the admin's home shows the notice's
 * reach, the day's visits and where they came from, as charts with their tables and CSV, in English
 * and in Hindi, with no accessibility faults.
 */
test('the admin home shows how many opened a new notice, as charts with tables and CSV, in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN);
  const title = `Figures circular ${Date.now()}`;
  const created = await page.request.post('/api/admin/notices', {
    data: {
      title,
      description: 'Sports day moves to Friday.',
      type: 'General',
      date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(created.status()).toBe(201);
  const slug = (await created.json()).data.item.slug as string;

  // Two parents on phones, one from a WhatsApp web link; a crawler; a browser prefetching.
  const phone = {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 800 },
  };
  for (const referer of ['https://web.whatsapp.com/', undefined]) {
    const parent = await browser.newContext(phone);
    const visit = await parent.newPage();
    const response = await visit.goto(`/notices/${slug}`, referer ? { referer } : {});
    expect(response?.status()).toBe(200);
    await expect(visit.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await parent.close();
  }
  const crawler = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  expect((await (await crawler.newPage()).goto(`/notices/${slug}`))?.status()).toBe(200);
  await crawler.close();
  const prefetcher = await browser.newContext(phone);
  expect(
    (await prefetcher.request.get(`/notices/${slug}`, { headers: { 'sec-purpose': 'prefetch' } })).status(),
  ).toBe(200);
  await prefetcher.close();

  await page.goto('/admin');
  const figures = page.getByTestId('visit-figures');
  await expect(figures.getByRole('heading', { name: 'Visits and enquiries' })).toBeVisible();
  // Every chart is drawn, or says there is nothing yet.
  const charts = figures.getByTestId('visit-chart');
  await expect(charts).toHaveCount(11);

  // The notice's reach: its table (read by screen readers as it is drawn) names it, opened twice today.
  const reach = figures.getByRole('region', { name: 'Reach of the last ten notices' });
  const reachTable = reach.getByRole('table', { name: 'Reach of the last ten notices' });
  const row = reachTable.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(0)).toHaveText('2');
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await expect(reach.getByTestId('chart-canvas')).toBeVisible();
  // The tables kept for screen readers take no room: the admin home does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // Shown as a table instead of the chart, and back.
  await reach.getByRole('button', { name: 'Show as table' }).click();
  await expect(reach.getByTestId('chart-canvas')).toHaveCount(0);
  await expect(reachTable).toBeVisible();
  await reach.getByRole('button', { name: 'Show as chart' }).click();
  await expect(reach.getByTestId('chart-canvas')).toBeVisible();

  // The same numbers as a CSV file.
  const topNotices = figures.getByRole('region', { name: 'Top notices this week' });
  await expect(topNotices.getByRole('row').filter({ hasText: title }).getByRole('cell')).toHaveText('2');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    topNotices.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('top-notices.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`"${title}","2"`);

  // Where they came from: WhatsApp at least the one parent's visit; phones counted.
  const sources = figures.getByRole('region', { name: 'Where visitors come from' });
  const whatsapp = Number(
    await sources
      .getByRole('row', { name: /^WhatsApp/ })
      .getByRole('cell')
      .textContent(),
  );
  expect(whatsapp).toBeGreaterThanOrEqual(1);
  await noAxeViolations(page, 'the admin home with its figures');

  // In Hindi: the same figures, in Hindi words (the app bar hides while scrolled down: back to the top).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(figures.getByRole('heading', { name: 'विज़िट और पूछताछ' })).toBeVisible();
  const reachHi = figures.getByRole('region', { name: 'पिछली दस सूचनाओं की पहुँच' });
  await expect(reachHi.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(0)).toHaveText('2');
  await expect(reachHi.getByRole('button', { name: 'तालिका के रूप में दिखाएँ' })).toBeVisible();
  await noAxeViolations(page, 'the admin home in Hindi');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});
