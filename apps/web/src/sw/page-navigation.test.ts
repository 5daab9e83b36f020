// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NAVIGATION_RACE_MS,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_TEXT,
  SAVED_AT_HEADER,
  SAVED_PAGE_FRESH_MS,
} from '../lib/offline-cache-rules';
import { answerNavigation, isPageToKeep, stampSavedAt, type NavigationSources } from './page-navigation';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const REGION = '<div role="status" data-testid="offline-notice"></div>';

function page(text: string, init: { status?: number; savedAt?: number } = {}): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  if (init.savedAt !== undefined) headers.set(SAVED_AT_HEADER, String(init.savedAt));
  return new Response(`<main>${REGION}<h1>${text}</h1></main>`, { status: init.status ?? 200, headers });
}

/** A network that answers after `ms` of the (fake) clock, or fails then. */
function networkAfter(ms: number, answer: () => Response | Error): () => Promise<Response> {
  return () =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        const result = answer();
        if (result instanceof Error) reject(result);
        else resolve(result);
      }, ms);
    });
}

function sources(fetchPage: () => Promise<Response>, saved?: Response) {
  const kept: Response[] = [];
  const work: Promise<unknown>[] = [];
  const options: NavigationSources = {
    fetchPage,
    savedPage: async () => saved?.clone(),
    keepPage: async (response) => void kept.push(response),
    waitUntil: (promise) => void work.push(promise),
    now: () => Date.now(),
  };
  return { options, kept, settled: () => Promise.all(work) };
}

/** Runs the navigation and moves the clock until it answers. */
async function navigate(options: NavigationSources, advanceMs: number) {
  const answer = answerNavigation(options);
  await vi.advanceTimersByTimeAsync(advanceMs);
  const response = await answer;
  return { response, html: await response.text() };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const BANNER = '<div data-announcements=""><div role="status">School closed tomorrow</div></div>';
const HIDE_BANNERS = '<style>[data-announcements]{display:none!important}</style></head>';

function pageWithBanner(text: string, savedAt?: number): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  if (savedAt !== undefined) headers.set(SAVED_AT_HEADER, String(savedAt));
  return new Response(
    `<html><head></head><body><main>${BANNER}${REGION}<h1>${text}</h1></main></body></html>`,
    {
      headers,
    },
  );
}

describe('announcement banners in saved copies', () => {
  it('a saved copy shown on a slow network hides its banners; the network page keeps them', async () => {
    const slow = await navigate(
      sources(
        networkAfter(3000, () => pageWithBanner('Fresh')),
        pageWithBanner('Saved', NOW - HOUR),
      ).options,
      NAVIGATION_RACE_MS,
    );
    expect(slow.html).toContain('Saved');
    expect(slow.html).toContain(HIDE_BANNERS);
    const fast = await navigate(
      sources(
        networkAfter(10, () => pageWithBanner('Fresh')),
        pageWithBanner('Saved', NOW - HOUR),
      ).options,
      10,
    );
    expect(fast.html).toContain('Fresh');
    expect(fast.html).not.toContain(HIDE_BANNERS);
  });

  it('offline: the saved copy hides its banners and shows the offline notice', async () => {
    const { html } = await navigate(
      sources(
        networkAfter(5, () => new TypeError('Failed to fetch')),
        pageWithBanner('Saved', NOW - HOUR),
      ).options,
      10,
    );
    expect(html).toContain(HIDE_BANNERS);
    expect(html).toContain(`<p class="offline-notice">${OFFLINE_TEXT}</p>`);
  });
});

describe('answerNavigation', () => {
  it('shows the network page when it arrives within the race, and keeps it', async () => {
    const { options, kept, settled } = sources(
      networkAfter(NAVIGATION_RACE_MS - 100, () => page('Fresh')),
      page('Saved', { savedAt: NOW - HOUR }),
    );
    const { html } = await navigate(options, NAVIGATION_RACE_MS);
    expect(html).toContain('Fresh');
    expect(html).not.toContain(OFFLINE_TEXT);
    await settled();
    expect(kept).toHaveLength(1);
  });

  it('shows a saved copy younger than 6 hours at once on a slow network, and saves the late page', async () => {
    const { options, kept, settled } = sources(
      networkAfter(3000, () => page('Fresh')),
      page('Saved', { savedAt: NOW - SAVED_PAGE_FRESH_MS + 60_000 }),
    );
    const answer = answerNavigation(options);
    await vi.advanceTimersByTimeAsync(NAVIGATION_RACE_MS);
    const html = await (await answer).text();
    expect(html).toContain('Saved');
    expect(html).not.toContain(OFFLINE_TEXT);
    expect(kept).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3000);
    await settled();
    expect(await kept[0]!.text()).toContain('Fresh');
  });

  it('waits for the network past the race when the saved copy is older than 6 hours', async () => {
    const { options } = sources(
      networkAfter(2500, () => page('Fresh')),
      page('Saved', { savedAt: NOW - SAVED_PAGE_FRESH_MS - 1 }),
    );
    const { html } = await navigate(options, 2500);
    expect(html).toContain('Fresh');
  });

  it('the same copy turns stale as the clock passes 6 hours', async () => {
    const savedAt = NOW;
    vi.setSystemTime(NOW + SAVED_PAGE_FRESH_MS - 1000);
    const early = await navigate(
      sources(
        networkAfter(2000, () => page('Fresh')),
        page('Saved', { savedAt }),
      ).options,
      NAVIGATION_RACE_MS,
    );
    expect(early.html).toContain('Saved');
    vi.setSystemTime(NOW + SAVED_PAGE_FRESH_MS + 1000);
    const late = await navigate(
      sources(
        networkAfter(2000, () => page('Fresh')),
        page('Saved', { savedAt }),
      ).options,
      2000,
    );
    expect(late.html).toContain('Fresh');
  });

  it('offline: the saved copy (fresh or not) with the offline notice', async () => {
    for (const savedAt of [NOW - HOUR, NOW - 2 * SAVED_PAGE_FRESH_MS]) {
      const { options, kept, settled } = sources(
        networkAfter(5, () => new TypeError('Failed to fetch')),
        page('Saved', { savedAt }),
      );
      const { response, html } = await navigate(options, 10);
      expect(html).toContain('Saved');
      expect(html).toContain(`<p class="offline-notice">${OFFLINE_TEXT}</p>`);
      expect(response.status).toBe(200);
      await settled();
      expect(kept).toHaveLength(0);
    }
  });

  it('a stale copy is shown with the notice when the network gives nothing within the timeout', async () => {
    const { options } = sources(
      networkAfter(60_000, () => page('Fresh')),
      page('Saved', { savedAt: NOW - 2 * SAVED_PAGE_FRESH_MS }),
    );
    const { html } = await navigate(options, NETWORK_TIMEOUT_SECONDS * 1000);
    expect(html).toContain('Saved');
    expect(html).toContain(OFFLINE_TEXT);
  });

  it('a server error counts as a failed network when a copy is saved; a 404 page is shown, not saved', async () => {
    const failing = sources(
      networkAfter(5, () => page('Oops', { status: 503 })),
      page('Saved', { savedAt: NOW }),
    );
    expect((await navigate(failing.options, 10)).html).toContain(OFFLINE_TEXT);

    const missing = sources(
      networkAfter(5, () => page('Page not found', { status: 404 })),
      page('Saved', { savedAt: NOW }),
    );
    const { response } = await navigate(missing.options, 10);
    expect(response.status).toBe(404);
    await missing.settled();
    expect(missing.kept).toHaveLength(0);
  });

  it('without a saved copy the network answers however long it takes, and a failure stays a failure', async () => {
    const slow = sources(networkAfter(20_000, () => page('Fresh')));
    expect((await navigate(slow.options, 20_000)).html).toContain('Fresh');

    const offline = sources(networkAfter(5, () => new TypeError('Failed to fetch')));
    const answer = answerNavigation(offline.options);
    const failed = expect(answer).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(10);
    await failed;
  });
});

describe('answerNavigation while the browser is offline', () => {
  it('marks a page the HTTP cache gave back as the saved copy', async () => {
    const { options } = sources(networkAfter(5, () => page('From the HTTP cache')));
    const { html } = await navigate({ ...options, isOffline: () => true }, 10);
    expect(html).toContain('From the HTTP cache');
    expect(html).toContain(OFFLINE_TEXT);
  });
});

describe('saving a page', () => {
  it('keeps only 200 HTML pages, stamped with the time they were saved', async () => {
    expect(isPageToKeep(page('x'))).toBe(true);
    expect(isPageToKeep(page('x', { status: 404 }))).toBe(false);
    expect(isPageToKeep(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))).toBe(false);
    const stamped = await stampSavedAt(page('Home'), NOW);
    expect(stamped.headers.get(SAVED_AT_HEADER)).toBe(String(NOW));
    expect(stamped.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await stamped.text()).toContain('<h1>Home</h1>');
  });
});
