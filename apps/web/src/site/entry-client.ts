/**
 * The island loader: the only script every server-rendered page loads. It finds the page's islands
 * (elements marked by island.tsx) and runs each on its own trigger; an island's code is fetched only
 * then, and React only for a React island (islands/<name>.tsx), never for a plain-DOM one
 * (islands/<name>.ts). Kept tiny: it imports nothing up front. After load it registers the service
 * worker.
 */
import type { ComponentType } from 'react';
import { enhanceAnnouncementDismissal } from './announcement-dismissal';
import { enhanceDrawer } from './drawer-focus';
import { enhanceHeroVideos } from './hero-video';
import { showOfflineNoticeWhileOffline } from './offline-notice';
import { enhanceShareButtons } from './share-buttons';
import type { IslandTrigger } from './island';

const islands = import.meta.glob<{ default: ComponentType<object> }>('./islands/*.tsx');
const domIslands = import.meta.glob<{ default: (element: HTMLElement, props: object) => void }>([
  './islands/*.ts',
  '!./islands/*.test.ts',
]);

/** The island runs: `data-hydrated` for tests and styles, and a click held until now is replayed. */
function markHydrated(element: HTMLElement) {
  element.dataset.hydrated = 'true';
  element.dispatchEvent(new Event('island-hydrated'));
}

async function hydrate(element: HTMLElement) {
  if (element.dataset.hydrating) return;
  element.dataset.hydrating = 'true';
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const runDom = domIslands[`./islands/${element.dataset.island}.ts`];
  if (runDom) {
    (await runDom()).default(element, props);
    markHydrated(element);
    return;
  }
  const load = islands[`./islands/${element.dataset.island}.tsx`];
  if (!load) throw new Error(`No island named ${element.dataset.island}`);
  const [island, { createElement }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
    import('./island-root'),
  ]);
  hydrateRoot(
    element,
    createElement(IslandRoot, { element, children: createElement(island.default, props) }),
  );
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function whenTriggered(element: HTMLElement, trigger: IslandTrigger, run: () => void) {
  if (trigger === 'load') return run();
  if (trigger === 'idle') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
    return;
  }
  if (trigger === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { rootMargin: '200px' },
    );
    // The marker has no box (display: contents): watch its children.
    for (const child of Array.from(element.children)) observer.observe(child);
    return;
  }
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    run();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

/**
 * A click that lands on an island before it runs is not lost: a plain button (and, in an island that
 * takes links over, island.tsx `holdLinkClicks`, a link) wakes the island at once and the click is
 * replayed when it has hydrated. Submit buttons are left alone: their form posts without JavaScript.
 */
function replayEarlyClicks(element: HTMLElement) {
  const selector = element.dataset.holdLinkClicks
    ? 'a[href], button[type="button"]'
    : 'button[type="button"]';
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(selector);
    if (!target || !element.contains(target) || element.dataset.hydrated === 'true') return;
    event.preventDefault();
    held = target;
    void hydrate(element);
  };
  element.addEventListener('click', hold, true);
  element.addEventListener(
    'island-hydrated',
    () => {
      element.removeEventListener('click', hold, true);
      held?.click();
    },
    { once: true },
  );
}

enhanceDrawer();
enhanceAnnouncementDismissal();
enhanceShareButtons();
enhanceHeroVideos();

for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
  const trigger = (element.dataset.trigger ?? 'idle') as IslandTrigger;
  replayEarlyClicks(element);
  whenTriggered(element, trigger, () => void hydrate(element));
}

// Offline support: the service worker registers after the page's load event, from its own chunk.
if ('serviceWorker' in navigator) {
  const register = () =>
    void import('../lib/register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

showOfflineNoticeWhileOffline();
