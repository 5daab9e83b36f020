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

const Home = page(() => import('./routes/home'));
const About = page(() => import('./routes/about'));
const Academics = page(() => import('./routes/academics'));
const Contact = page(() => import('./routes/contact'));
const Admissions = page(() => import('./routes/admissions'));
const Campus = page(() => import('./routes/campus'));
const BabySteps = page(() => import('./routes/baby-steps'));
const CricketAcademy = page(() => import('./routes/cricket-academy'));
const NotFound = page(() => import('./routes/not-found'));

/** The admin has its own router (main.tsx): a link into it from a public page loads it afresh. */
function AdminHandOff() {
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

/** Every public route of SPEC §2; each page is its own lazily loaded chunk. */
export function PublicRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminHandOff />} />
        <Route path="/" element={<Root />}>
          <Route index element={<Home />} />
          <Route path={PATHS.about} element={<About />} />
          <Route path={PATHS.academics} element={<Academics />} />
          <Route path={PATHS.contact} element={<Contact />} />
          <Route path={PATHS.admissions} element={<Admissions />} />
          <Route path={PATHS.campus} element={<Campus />} />
          <Route path={PATHS.babySteps} element={<BabySteps />} />
          <Route path={PATHS.babyStepsWing} element={<BabySteps />} />
          <Route path={PATHS.cricketAcademy} element={<CricketAcademy />} />
          <Route path={PATHS.cricketAcademyWing} element={<CricketAcademy />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
