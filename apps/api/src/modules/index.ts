import type { FastifyPluginAsync } from 'fastify';
import { enquiriesRoutes } from './enquiries/enquiries.routes';
import { noticesRoutes } from './notices/notices.routes';

/** Every API module's routes, registered under /api. Add a module here. */
export const apiModules: FastifyPluginAsync[] = [noticesRoutes, enquiriesRoutes];
