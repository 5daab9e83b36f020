import { defineConfig, devices } from '@playwright/test';

export const SEEDED_URL = 'http://127.0.0.1:3310';
export const EMPTY_URL = 'http://127.0.0.1:3311';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    { command: 'node serve.mjs 3310', url: `${SEEDED_URL}/api/health`, timeout: 180_000, reuseExistingServer: false },
    { command: 'node serve.mjs 3311 --empty', url: `${EMPTY_URL}/api/health`, timeout: 180_000, reuseExistingServer: false },
  ],
});
