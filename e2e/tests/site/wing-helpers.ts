import { expect, type Page } from '@playwright/test';
import { withoutInlinedData } from './api-mocks';

/** Answers every request matching `pattern` with a JSON error of `status`. */
export async function failRoute(page: Page, pattern: string | RegExp, status = 500, message = 'Boom') {
  await withoutInlinedData(page);
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'X', message }),
    }),
  );
}

/** Lets tasks queued by the page (e.g. a React render after a timer) run before the next check. */
export async function flushPageTasks(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Opens a server-rendered page and checks that its islands hydrate with no console warning or error. */
export async function expectIslandsHydrateQuietly(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  const islands = page.locator('[data-island]');
  expect(await islands.count()).toBeGreaterThan(0);
  for (const island of await islands.all()) await expect(island).toHaveAttribute('data-hydrated', 'true');
  expect(problems).toEqual([]);
}

/** The path of the page's canonical link. */
export async function canonicalPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(href!).pathname;
}
