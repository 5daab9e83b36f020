import { AdminApp } from './admin-app';

/**
 * The admin's page: admin-router.tsx mounts it at /admin/*, and main.tsx loads that router with a
 * dynamic import for /admin paths only, so the public pages never download react-admin.
 */
export function Component() {
  return <AdminApp />;
}
