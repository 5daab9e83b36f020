import { AdminApp } from './admin-app';

/**
 * The lazy entry of the admin: the router mounts it at /admin/* with
 * `{ path: '/admin/*', lazy: () => import('../features/admin/admin-route') }`, so the public pages
 * never download react-admin.
 */
export function Component() {
  return <AdminApp />;
}
