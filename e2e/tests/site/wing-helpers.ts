import type { Page, Request } from '@playwright/test';
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

/** Holds requests matching `pattern` until the returned function is called. */
export async function holdRoute(page: Page, pattern: string | RegExp): Promise<() => void> {
  await withoutInlinedData(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Records the paths of the API requests the page makes. */
export function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname + url.search);
  });
  return paths;
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

export const HOUR = 3_600_000;
