import type { FastifyPluginAsync } from 'fastify';
import { noticesRoutes } from './notices/notices.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import { uploadsRoutes } from './uploads/uploads.routes';

/** Every API module's routes, registered under /api. Add a module here. */
export const apiModules: FastifyPluginAsync[] = [
  noticesRoutes,
  authRoutes,
  usersRoutes,
  auditLogRoutes,
  uploadsRoutes,
];
