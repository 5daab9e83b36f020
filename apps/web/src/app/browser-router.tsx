import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while a navigation waits for the next page's code (the old page stays on screen meanwhile). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

const SCROLL_STORAGE_KEY = 'skp-scroll-positions';
/** Scroll position of each history entry (by location key), kept for back/forward and reloads. */
const scrollPositions: Record<string, number> = readScrollPositions();
/** The key of the location whose page is on screen. */
let shownKey = 'default';

function readScrollPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function saveScrollPositions() {
  scrollPositions[shownKey] = window.scrollY;
  try {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(scrollPositions));
  } catch {
    // Storage full or disabled: positions are kept for this page's lifetime only.
  }
}

/**
 * React Router's declarative <BrowserRouter>, with every navigation run as a React transition whose
 * pending state is exposed (the loading bar), and scroll positions saved for <RouteScroll>. The data
 * router (createBrowserRouter, <ScrollRestoration>, useNavigation) would add about 18 KB gzip to the
 * public entry for loaders, actions and fetchers the public site does not use.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The old page is still on screen: remember where it was scrolled to.
        scrollPositions[shownKey] = window.scrollY;
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', saveScrollPositions);
    return () => window.removeEventListener('pagehide', saveScrollPositions);
  }, []);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}

/**
 * Scroll handling of <ScrollRestoration>: render it next to the page (inside the same Suspense
 * boundary) so it runs once the page is on screen. Back/forward and reloads restore the saved
 * position; other navigations go to the #hash target or the top.
 */
export function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = scrollPositions[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}
