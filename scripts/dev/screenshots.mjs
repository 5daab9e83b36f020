// Screenshots of every public route at 375 and 1280 px, for comparing the look before and after a change.
// Usage: node scripts/dev/screenshots.mjs <base-url> <out-dir>   (Chromium from CHROMIUM_PATH or /usr/bin/chromium)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3350', out = '.screens/now'] = process.argv.slice(2);
const ROUTES = [
  '/',
  '/about',
  '/academics',
  '/contact',
  '/admissions',
  '/campus',
  '/baby-steps',
  '/cricket-academy',
  '/gallery/hostel',
  '/no-such-page',
];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 740 : 800 },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
