import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { firstVisitFiles, type Manifest } from '../../../apps/web/build/bundle-budget';

// The bundle budget test (apps/web/build/bundle-budget.test.ts) adds up the files firstVisitFiles()
// finds in the Vite manifest. This checks that list against what a browser really downloads.
const manifest = JSON.parse(
  readFileSync(new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
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
    await expect(page.getByTestId('splash-screen')).toBeHidden();
    await page.waitForLoadState('networkidle');

    const counted = firstVisitFiles(manifest);
    expect([...requested.script].sort()).toEqual(counted.js);
    expect([...requested.stylesheet].sort()).toEqual(counted.css);
    // Browsers fetch only the weights a page uses (the budget counts every woff2 of the CSS): the
    // Home page uses Roboto 400 and 700 only.
    for (const font of requested.font) expect(counted.fonts).toContain(font);
    expect([...requested.font].map((file) => /roboto-latin-(\d+)-normal/.exec(file)?.[1]).sort()).toEqual([
      '400',
      '700',
    ]);
  });
}
