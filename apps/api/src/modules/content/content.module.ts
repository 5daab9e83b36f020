import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGES } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { contentRoutes } from './content.routes';
import { createContentAdminService, createContentService } from './content.service';

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
    content: ReturnType<typeof build>;
  }
}

export const contentModule = defineModule({
  name: 'content',
  dependencies: ['settings', 'auditLog'],
  build,
  routes: contentRoutes,
});
