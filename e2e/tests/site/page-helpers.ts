import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Answers every API request matching `pattern` with a JSON error (500 by default). */
export async function answerError(page: Page, pattern: string | RegExp, status = 500) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', code: 'INTERNAL', message: 'Internal server error' }),
    }),
  );
}

/** Answers every API request matching `pattern` with `{ status: 'success', data }`. */
export async function answerData(page: Page, pattern: string | RegExp, data: unknown) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', data }),
    }),
  );
}

/** The data of a GET on the seeded server's API. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), `GET /api${path}`).toBe(true);
  return (await response.json()).data as T;
}

/** A page section by its heading. */
export function region(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

/** The error alert of a section: the texts of docs/requirements.md#messages and a Retry button. */
export async function expectError(section: Locator, texts: string[]) {
  const alert = section.getByRole('alert');
  for (const text of texts) await expect(alert).toContainText(text);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
}

/**
 * Makes sections of a server-rendered page fail: the server (run with SKP_TEST_FAULTS=1 by
 * serve.mjs) answers the x-test-faults header by failing the named sections of the page's data
 * (their names in apps/api/src/site/pages/*.page.ts), each with a status and an optional message.
 * Applies to this page's later requests until `clearSectionFaults`.
 */
export async function failSections(page: Page, sections: Record<string, number | [number, string]>) {
  const header = Object.entries(sections)
    .map(([name, fault]) => (Array.isArray(fault) ? `${name}=${fault[0]}:${fault[1]}` : `${name}=${fault}`))
    .join(';');
  await page.setExtraHTTPHeaders({ 'x-test-faults': header });
}

export async function clearSectionFaults(page: Page) {
  await page.setExtraHTTPHeaders({});
}

/** The WhatsApp chat a page's chat links open: the school's number, a message naming the page. */
export function whatsAppChatHref(number: string, page: { title: string; url: string }): string {
  const message = `Hello, I have a question about ${page.title} (${page.url})`;
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * The page's ETag revalidates it: sent back in If-None-Match it is answered 304 with that same
 * ETag, and a tag the page does not have is answered with the page (200). Tests of the office save
 * content while this runs, which can change the page (and its ETag) between two requests: then the
 * tag sent is stale and the answer is rightly the new page with another ETag, and the pair of
 * requests is made again after a short pause (a few times at most). A 200 carrying the very tag that
 * was sent fails at once, as does a 304 carrying another ETag (a stale copy kept). `etag` is the one
 * the page's first answer carried (a navigation's, say).
 */
export async function expectAnsweredFromEtag(
  request: APIRequestContext,
  path: string,
  etag: string | undefined,
) {
  const attempts = 5;
  let tag = etag;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) {
      // Let a burst of saves settle, then the page again, and at once its ETag sent back.
      await new Promise((resolve) => setTimeout(resolve, 250 * (attempt - 1)));
      const fresh = await request.get(path);
      expect(fresh.status(), path).toBe(200);
      tag = fresh.headers()['etag'];
    }
    expect(tag, `the ETag of ${path}`).toBeTruthy();
    const again = await request.get(path, { headers: { 'if-none-match': tag! } });
    const current = again.headers()['etag'];
    if (again.status() === 304) {
      expect(current, `the ETag of a 304 for ${path} is the one sent`).toBe(tag);
      break;
    }
    expect(again.status(), `${path} with If-None-Match: ${tag}`).toBe(200);
    expect(current, `the ETag of ${path}`).toBeTruthy();
    expect(current, `${path} answered 200 to If-None-Match with its own ETag ${tag}`).not.toBe(tag);
    expect(
      attempt,
      `${path} changed within each of ${attempts} pairs (content saved meanwhile)`,
    ).toBeLessThan(attempts);
  }
  const stale = tag!.replace(/"$/, '-stale"');
  const changed = await request.get(path, { headers: { 'if-none-match': stale } });
  expect(changed.status(), `${path} with a stale If-None-Match: ${stale}`).toBe(200);
  expect(changed.headers()['etag']).toBeTruthy();
  expect(changed.headers()['etag']).not.toBe(stale);
}

/**
 * Stops the page's installed clock a moment ahead of its time: from then on time moves only when the
 * test says so. `pauseAt` must be in the page clock's future, and on a busy machine the margin can
 * pass before the call arrives ('Cannot fast-forward to the past'), so it tries again further ahead.
 */
export async function pauseClockSoon(page: Page, marginMs = 50): Promise<void> {
  for (let margin = Math.max(1, marginMs); ; margin *= 4) {
    const at = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (margin > 60_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
