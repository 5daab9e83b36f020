import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGES } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { contentRoutes } from './page-copy.routes';
import { createContentAdminService, createContentService } from './page-copy.service';

function build(app: FastifyInstance) {
  const { settings, auditLog } = app.services;
  return {
    ...createContentService(settings),
    /** One edit form per page. */
    admin: Object.fromEntries(
      CONTENT_PAGES.map((page) => [page, createContentAdminService(settings, auditLog, page)]),
    ) as Record<(typeof CONTENT_PAGES)[number], ReturnType<typeof createContentAdminService>>,
  };
}

declare module '../../lib/define-module' {
  interface Services {
    pageCopy: ReturnType<typeof build>;
  }
}

export const pageCopyModule = defineModule({
  name: 'pageCopy',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: contentRoutes,
});
