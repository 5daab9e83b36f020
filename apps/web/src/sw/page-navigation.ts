/**
 * How the service worker answers a navigation to a public page. No Workbox and
 * no worker globals, so the rules run in a unit test with a controlled clock.
 *
 * - A saved copy younger than 6 hours races the network for NAVIGATION_RACE_MS: the network's page
 *   when it comes in time, else the saved copy at once (no notice: the network has not failed);
 *   the network's answer still arrives and replaces the saved copy for the next visit.
 * - An older copy, or none: the network first (up to NETWORK_TIMEOUT_SECONDS when there is a copy).
 * - The network failed (offline, timed out, a 5xx): the saved copy, marked with the
 *   'offline, showing saved content' notice. Without a copy the browser shows its own error.
 *   The page's script (site/offline-notice.ts) also shows the notice whenever the browser is offline.
 * - A saved copy is always shown without its announcement banners (withoutAnnouncements): it cannot
 *   know whether they are still current.
 */
import {
  isSavedPageFresh,
  markSavedCopy,
  NAVIGATION_RACE_MS,
  withoutAnnouncements,
  NETWORK_TIMEOUT_SECONDS,
  SAVED_AT_HEADER,
} from '../lib/offline-cache-rules';

export interface NavigationSources {
  /** The page from the server. */
  fetchPage(): Promise<Response>;
  /** The saved copy of this page, if any. */
  savedPage(): Promise<Response | undefined>;
  /** Saves the server's page (a copy stamped by stampSavedAt). */
  keepPage(response: Response): Promise<void>;
  /** Keeps the worker alive for work that finishes after the answer (event.waitUntil). */
  waitUntil(work: Promise<unknown>): void;
  /** The browser says there is no connection (a page can still come from its HTTP cache then). */
  isOffline?: () => boolean;
  now?: () => number;
}

/** Only whole, successful HTML pages are saved (never a 404, an error or a redirect). */
export function isPageToKeep(response: Response): boolean {
  return response.status === 200 && /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** The copy to save: the page with the time it was saved. */
export async function stampSavedAt(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function savedAtOf(saved: Response): number {
  return Number(saved.headers.get(SAVED_AT_HEADER) ?? Number.NaN);
}

async function rewritten(saved: Response, edit: (html: string) => string): Promise<Response> {
  const headers = new Headers(saved.headers);
  headers.delete('Content-Length');
  return new Response(edit(await saved.text()), { status: saved.status, headers });
}

const withOfflineNotice = (saved: Response) =>
  rewritten(saved, (html) => markSavedCopy(withoutAnnouncements(html)));

type Outcome = { response: Response } | { failed: unknown } | { late: true };

function settleWithin(network: Promise<Response>, ms: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ late: true }), ms);
  });
  const settled = network.then(
    (response): Outcome => ({ response }),
    (failed: unknown): Outcome => ({ failed }),
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

export async function answerNavigation(sources: NavigationSources): Promise<Response> {
  const now = sources.now ?? Date.now;
  const saved = await sources.savedPage().catch(() => undefined);
  const network = sources.fetchPage().then((response) => {
    if (saved && response.status >= 500) throw new Error(`The server answered ${response.status}`);
    if (isPageToKeep(response)) sources.waitUntil(sources.keepPage(response.clone()));
    return response;
  });
  // The network's answer is kept even when the saved copy was shown first.
  sources.waitUntil(network.catch(() => undefined));
  // Offline, a page the browser's HTTP cache gave back (max-age) is a saved copy too.
  const shown = (response: Response) =>
    sources.isOffline?.() && isPageToKeep(response) ? withOfflineNotice(response) : response;
  if (!saved) return network.then(shown);

  const fresh = isSavedPageFresh(savedAtOf(saved), now());
  const outcome = await settleWithin(network, fresh ? NAVIGATION_RACE_MS : NETWORK_TIMEOUT_SECONDS * 1000);
  if ('response' in outcome) return shown(outcome.response);
  if ('late' in outcome && fresh) return rewritten(saved, withoutAnnouncements);
  return withOfflineNotice(saved);
}
