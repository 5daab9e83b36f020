import { createBrowserRouter, Outlet } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { SplashScreen } from '../components/layout/splash-screen';
import { PATHS } from './paths';
import { THEMES } from './themes';

function Root() {
  return (
    <SiteLayout themes={THEMES}>
      <Outlet />
    </SiteLayout>
  );
}

/** Every route of SPEC §2; each page is its own lazily loaded chunk. */
export function createRouter() {
  return createBrowserRouter([
    { path: '/admin/*', lazy: () => import('../features/admin/admin-route') },
    {
      path: '/',
      Component: Root,
      hydrateFallbackElement: <SplashScreen />,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        { path: PATHS.about, lazy: () => import('./routes/about') },
        { path: PATHS.academics, lazy: () => import('./routes/academics') },
        { path: PATHS.contact, lazy: () => import('./routes/contact') },
        { path: PATHS.admissions, lazy: () => import('./routes/admissions') },
        { path: PATHS.campus, lazy: () => import('./routes/campus') },
        { path: PATHS.babySteps, lazy: () => import('./routes/baby-steps') },
        { path: PATHS.babyStepsWing, lazy: () => import('./routes/baby-steps') },
        { path: PATHS.cricketAcademy, lazy: () => import('./routes/cricket-academy') },
        { path: PATHS.cricketAcademyWing, lazy: () => import('./routes/cricket-academy') },
        { path: PATHS.gallery, lazy: () => import('./routes/gallery') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
