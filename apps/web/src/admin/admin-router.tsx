import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Component as AdminRoute } from './admin-route';

/** Leaving the admin for a public page loads the public site afresh (it has its own router). */
function PublicHandOff() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * The admin's router, in the admin's own chunk (main.tsx loads it for /admin paths only): react-admin
 * may use data-router features (useBlocker), which the public site's router leaves out.
 */
const router = createBrowserRouter([
  { path: '/admin/*', Component: AdminRoute },
  { path: '*', Component: PublicHandOff },
]);

export function AdminRouter() {
  return <RouterProvider router={router} />;
}
