import { expect, test, type Page } from '@playwright/test';

const SITE = 'S.K.P. Vidya Vihar, Deoghar';

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content,
    descriptions: document.head.querySelectorAll('meta[name="description"]').length,
    canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
  }));
}

/** Records Content-Security-Policy violations the page reports (directive and what was blocked). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('the server writes each page head; client navigation keeps title, description and canonical in step', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  expect(await head(page)).toMatchObject({ title: SITE, canonical: `${baseURL}/`, descriptions: 1 });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\//,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  // The school's JSON-LD is a data block: allowed under script-src 'self', no violation reported.
  const school = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(school['@type']).toContain('School');
  expect(school.geo).toMatchObject({ latitude: 24.4778, longitude: 86.6877 });

  await page.getByRole('banner').getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(async () => (await head(page)).title).toBe(`About Us | ${SITE}`);
  expect(await head(page)).toMatchObject({
    description: 'The story, vision, leadership, houses and alumni of S.K.P. Vidya Vihar, Deoghar.',
    canonical: `${baseURL}/about`,
    descriptions: 1,
    canonicals: 1,
    robots: undefined,
  });

  // An alias names the short form as canonical, as the server does.
  await page.goto('/wings/cricket-academy');
  await expect.poll(async () => (await head(page)).title).toBe(`Cricket Academy | ${SITE}`);
  expect((await head(page)).canonical).toBe(`${baseURL}/cricket-academy`);
  // No inline script (the data blocks are data) and no eval (zod parses without compiling).
  expect(violations).toEqual([]);
});

test('an unknown path answers 404 with noindex and no canonical link', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await head(page)).toMatchObject({
    title: `Page not found | ${SITE}`,
    robots: 'noindex',
    canonicals: 0,
  });
});

test('Home arrives with its hero and notices in the HTML, with those API calls blocked', async ({
  page,
  request,
}) => {
  const notices = (await (await request.get('/api/notices?limit=5&sortBy=order&sortOrder=asc')).json()).data
    .notices as { title: string }[];
  const hero = (await (await request.get('/api/hero-section-images?section=home&isActive=true')).json()).data
    .images as { altText: string }[];
  expect(notices.length).toBeGreaterThan(0);
  const asked: string[] = [];
  await page.route('**/api/**', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await page.goto('/');

  const carousel = page.getByRole('region', { name: 'S.K.P. Vidya Vihar pictures' });
  await expect(carousel).toHaveAttribute('data-hero-state', 'ready');
  const first = carousel.getByRole('img', { name: hero[0]!.altText });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  const recent = page.getByRole('region', { name: 'Recent Notices', exact: true });
  await expect(recent.getByText(notices[0]!.title, { exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
