import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ThemeProvider } from '@mui/system';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { themeNameForPath } from '../components/layout/brand';
import { SiteLayout } from '../components/layout/site-layout';
import { Splash, SplashHost } from '../components/layout/splash-screen';
import { BrowserRouter, RouteScroll, useNavigationPending } from './browser-router';
import { PATHS } from './paths';
import { RouteErrorBoundary } from './route-error-boundary';
import { THEMES } from './themes';

/** A route module (app/routes/*.tsx) exports its page as `Component`; each is its own chunk. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Gallery = page(() => import('./routes/gallery'));

/**
 * Every other page is rendered by the server (apps/api/src/pages), and the admin has its own router
 * (main.tsx): a link to one of them from a page of this app loads it afresh.
 */
function ServerPage() {
  useEffect(() => window.location.reload(), []);
  return null;
}

function Root() {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  return (
    <ThemeProvider theme={THEMES[themeNameForPath(pathname)]}>
      <SplashHost>
        {/* The first visit shows only the splash until the page's code arrives (then, while its
            data loads, the same splash element); later navigations keep the old page on screen
            (a transition) with the loading bar. */}
        <Suspense fallback={<Splash />}>
          <SiteLayout themes={THEMES} navigating={navigating}>
            <RouteErrorBoundary pathname={pathname}>
              <Outlet />
              <RouteScroll />
            </RouteErrorBoundary>
          </SiteLayout>
        </Suspense>
      </SplashHost>
    </ThemeProvider>
  );
}

/** The public pages not yet rendered on the server (the galleries); each is its own lazily loaded chunk. */
export function PublicRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Root />}>
          <Route path={PATHS.gallery} element={<Gallery />} />
        </Route>
        <Route path="*" element={<ServerPage />} />
      </Routes>
    </BrowserRouter>
  );
}
