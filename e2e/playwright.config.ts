import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets several checkouts run the browser tests side by side. */
const port = Number(process.env.E2E_PORT ?? 3310);
export const SEEDED_URL = `http://127.0.0.1:${port}`;
export const EMPTY_URL = `http://127.0.0.1:${port + 1}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './.tmp/test-results',
  use: {
    baseURL: SEEDED_URL,
    trace: 'retain-on-failure',
    // The site's service worker would answer API calls before page.route sees them (Playwright
    // does not route requests a service worker makes), so tests mock the API without it; the
    // offline spec turns it on (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node serve.mjs ${port}`,
      url: `${SEEDED_URL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
    },
    {
      command: `node serve.mjs ${port + 1} --empty`,
      url: `${EMPTY_URL}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
    },
  ],
});
