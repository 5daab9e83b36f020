import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  siteFirstVisitFiles,
  siteWithoutReactFiles,
  type Manifest,
} from '../../../apps/web/build/site-bundle-budget';

// The site bundle budget test (apps/web/build/site-bundle-budget.test.ts) adds up the files
// siteFirstVisitFiles() finds in the island loader's manifest. This checks that list against what a
// browser really downloads on a first visit to / (the hero carousel is its one island, plain DOM code).
const manifest = JSON.parse(
  readFileSync(new URL('../../../apps/web/dist/.vite/site-manifest.json', import.meta.url), 'utf8'),
) as Manifest;

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a first visit to / (${viewport.name}) downloads exactly the files the bundle budget counts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const requested = { script: new Set<string>(), stylesheet: new Set<string>(), font: new Set<string>() };
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font') {
        requested[type].add(new URL(request.url()).pathname.replace(/^\//, ''));
      }
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to S.K.P. Vidya Vihar' }),
    ).toBeVisible();
    await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');

    expect([...requested.script].sort()).toEqual(siteFirstVisitFiles(manifest, ['hero-carousel']).all);
    // The hero carousel is plain DOM code: a first visit to / fetches no React at all.
    for (const file of siteWithoutReactFiles(manifest).hydration)
      expect([...requested.script]).not.toContain(file);
    // Every style is inline in the page: no stylesheet request.
    expect([...requested.stylesheet]).toEqual([]);
    // Wider screens: only the weights the page uses, the site's own subsets (this Chromium has no
    // Roboto of its own), never preloaded. A phone downloads no font: it sets the page in its own
    // Roboto (site.css), and this Chromium, without one, in the metric-matched fallback.
    expect([...requested.font].map((file) => /roboto-(\d+)-site/.exec(file)?.[1]).sort()).toEqual(
      viewport.name === 'phone' ? [] : ['400', '700'],
    );
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font.startsWith(viewport.name === 'phone' ? '"Roboto Phone"' : 'Roboto')).toBe(true);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });
}

// Share bars without React: the share bars on list pages are plain DOM code in the island loader, so /notices loads no
// React at all: not on load, not when scrolled to its end, not when 'Copy link' is used.
test('/notices on a phone downloads only the island loader (no React), scrolled and sharing included', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const card = page.getByTestId('notice-card').first();
  await expect(card.getByTestId('copy-link')).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await card.getByTestId('copy-link').click();
  await expect(card.getByRole('status')).toHaveText('Link copied');
  await page.waitForLoadState('networkidle');

  const { loaderOnly, hydration } = siteWithoutReactFiles(manifest);
  // React and the hydration code are real chunks, none of them fetched.
  expect(hydration.length).toBeGreaterThan(0);
  for (const file of hydration) expect([...scripts]).not.toContain(file);
  expect([...scripts].sort()).toEqual(loaderOnly);
});

// The About hero video is plain DOM code in the island loader too, so /about on a phone loads
// no React while its video plays (the leaders' and alumni islands below wait to be touched or seen).
test('/about on a phone plays its hero video with only the island loader (no React)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  await page.goto('/about');
  const video = page.getByTestId('about-hero-video');
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { loaderOnly, hydration } = siteWithoutReactFiles(manifest);
  for (const file of hydration) expect([...scripts]).not.toContain(file);
  expect([...scripts].sort()).toEqual(loaderOnly);
});

// The enquiry form is a React island that waits for the parent: /admissions on a phone fetches no
// React while it loads (its hero carousel is plain DOM code) or is scrolled to the form; the first
// touch of a field fetches it, and the form then answers from the island.
test('/admissions on a phone fetches React only once the parent starts using the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  await page.goto('/admissions');
  const hero = page.getByRole('region', { name: 'Admissions pictures' });
  await expect(hero.locator('[data-island="hero-carousel"]')).toHaveAttribute('data-hydrated', 'true');
  const form = page.getByRole('form', { name: 'Admission Enquiry' });
  await form.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const { hydration } = siteWithoutReactFiles(manifest);
  for (const file of hydration) expect([...scripts]).not.toContain(file);

  await form.getByRole('textbox', { name: 'Student name', exact: true }).click();
  await expect(page.locator('[data-island="enquiry-form"]')).toHaveAttribute('data-hydrated', 'true');
  for (const file of hydration) expect([...scripts]).toContain(file);
});
