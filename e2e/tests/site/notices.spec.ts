import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { attachmentLabel, noticeShareText, whatsappShareUrl, type Notice } from '@skp/shared';
import { apiData } from './page-helpers';

const EXAMS = 'Half-Yearly Examination Schedule';

async function newest(request: Parameters<typeof apiData>[0]): Promise<Notice[]> {
  return (await apiData<{ notices: Notice[] }>(request, '/notices?limit=100&sortBy=date&sortOrder=desc'))
    .notices;
}

/** The site's own address as the server writes it into share links (PUBLIC_URL). */
async function siteOrigin(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
}

test.describe('notice pages with JavaScript', () => {
  test('/notices lists notices newest first; each card links to its page, shares on WhatsApp and copies its link', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const first = (await newest(request))[0]!;
    await page.goto('/notices');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    const origin = await siteOrigin(page);
    const card = page.getByTestId('notice-card').first();
    await expect(card.getByRole('link', { name: first.title, exact: true })).toHaveAttribute(
      'href',
      `/notices/${first.slug}`,
    );
    const whatsapp = card.getByTestId('whatsapp-share');
    await expect(whatsapp).toHaveText('Share on WhatsApp');
    const date = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(first.date));
    expect(await whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${first.title}\n${date}\n${origin}/notices/${first.slug}`)}`,
    );
    await card.getByTestId('copy-link').click();
    await expect(card.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/notices/${first.slug}`);
    await expect(page.getByTestId('notices-feed-link')).toHaveAttribute('href', '/notices.rss');
  });

  test("a notice's page: its text first, then the attachment with type and size, and sharing", async ({
    page,
    request,
  }) => {
    const notice = (await newest(request)).find((n) => n.title === EXAMS)!;
    await page.goto(`/notices/${notice.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: EXAMS })).toBeVisible();
    const body = page.getByTestId('notice-body');
    await expect(body.getByRole('heading', { level: 2, name: 'On the examination day' })).toBeVisible();
    await expect(body.getByRole('listitem')).toHaveCount(3);
    await expect(body.locator('strong').first()).toHaveText('Classes 3 to 12');
    const pdf = await request.get(notice.pdfFile!);
    const attachment = page.getByTestId('notice-attachment');
    await expect(attachment).toHaveText(
      `Download the attachment (${attachmentLabel((await pdf.body()).length)})`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    expect(download.suggestedFilename()).toBe(`${EXAMS}.pdf`);
    await expect(page.getByTestId('copy-link')).toBeVisible();
    const origin = await siteOrigin(page);
    await expect(page.getByTestId('whatsapp-share')).toHaveAttribute(
      'href',
      whatsappShareUrl(noticeShareText(notice, `${origin}/notices/${notice.slug}`)),
    );
  });

  test('Open Graph, Twitter and JSON-LD NewsArticle tags of a notice page', async ({ page, request }) => {
    const notice = (await newest(request)).find((n) => n.title === EXAMS)!;
    await page.goto(`/notices/${notice.slug}`);
    const origin = await siteOrigin(page);
    const meta = (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(`${EXAMS} | S.K.P. Vidya Vihar, Deoghar`);
    expect(await meta('og:description')).toBe(notice.description);
    expect(await meta('og:url')).toBe(`${origin}/notices/${notice.slug}`);
    expect(await meta('og:type')).toBe('article');
    expect(await meta('twitter:card')).toBe('summary_large_image');
    const image = await request.get(new URL((await meta('og:image'))!).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('NewsArticle');
    expect(ld.headline).toBe(EXAMS);
    expect(ld.url).toBe(`${origin}/notices/${notice.slug}`);
  });

  test("Home's notice cards link to the notice pages; 'All notices' leads to the list", async ({
    page,
    request,
  }) => {
    const home = (
      await apiData<{ notices: Notice[] }>(request, '/notices?limit=5&sortBy=order&sortOrder=asc')
    ).notices;
    await page.goto('/');
    const column = page.locator('[data-column="recent-notices-heading"]');
    const link = column.getByRole('link', { name: home[0]!.title, exact: true });
    await expect(link).toHaveAttribute('href', `/notices/${home[0]!.slug}`);
    await expect(column.getByTestId('whatsapp-share').first()).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/notices/${home[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: home[0]!.title })).toBeVisible();
    await page.goto('/');
    await column.getByRole('link', { name: 'All notices' }).click();
    await expect(page).toHaveURL(/\/notices$/);
  });
});

test.describe('notice pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box works as a plain form; cards show only the WhatsApp link', async ({ page }) => {
    await page.goto('/notices');
    await page.getByLabel('Search notices').fill('examination');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/notices\?search=examination$/);
    const cards = page.getByTestId('notice-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.getByRole('link', { name: EXAMS, exact: true })).toBeVisible();
    await expect(cards.first().getByTestId('whatsapp-share')).toBeVisible();
    await expect(page.getByTestId('copy-link')).toHaveCount(0);
  });

  test('a notice page reads fully, and the Hindi edition keeps the page', async ({ page, request }) => {
    const notice = (await newest(request)).find((n) => n.title === 'Parent-Teacher Meeting')!;
    await page.goto(`/notices/${notice.slug}`);
    await expect(page.getByTestId('notice-body')).toContainText('What to bring');
    await expect(page.getByTestId('whatsapp-share')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/notices/${notice.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'सभी सूचनाएँ' })).toBeVisible();
    // Staff wrote this notice's page text in Hindi too (the demo content).
    await expect(page.getByTestId('notice-body').getByRole('heading', { name: 'साथ क्या लाएँ' })).toBeVisible();
    await expect(page.getByTestId('notice-body')).not.toHaveAttribute('lang', 'en');
  });

  test('an unknown notice is the 404 page', async ({ page }) => {
    const response = await page.goto('/notices/no-such-notice');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('/notices.rss parses back to the newest published notices, each linking to its page', async ({
  request,
}) => {
  const response = await request.get('/notices.rss');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const rss = new XMLParser({ ignoreAttributes: false }).parse(await response.text()).rss;
  expect(rss['@_version']).toBe('2.0');
  const items = rss.channel.item as { title: string; link: string }[];
  const expected = (await newest(request)).slice(0, items.length);
  expect(items.map((item) => item.title)).toEqual(expected.map((notice) => notice.title));
  for (const item of items) expect(new URL(item.link).pathname).toMatch(/^\/notices\/[a-z0-9-]+$/);
});
