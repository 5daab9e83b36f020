import type { Page } from '@playwright/test';

/** Answers every request matching `pattern` with a JSON error of `status`. */
export async function failRoute(page: Page, pattern: string | RegExp, status = 500, message = 'Boom') {
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

/** The path of the page's canonical link. */
export async function canonicalPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(href!).pathname;
}
