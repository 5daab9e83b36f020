import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createSlugKeeper } from '../../lib/slugs';
import { createNoticeSlugRepository, createNoticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';
import { createNoticesAdminService, createNoticesService } from './notices.service';

function build(app: FastifyInstance) {
  const repository = createNoticesRepository(app.database.db);
  const slugs = createSlugKeeper({
    noun: 'notice',
    repository: createNoticeSlugRepository(app.database.db),
  });
  return {
    ...createNoticesService(repository, slugs, app.storage),
    admin: createNoticesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
      slugs,
      shareCards: app.services.shareCards,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    notices: ReturnType<typeof build>;
  }
}

export const noticesModule = defineModule({
  name: 'notices',
  dependencies: ['auditLog', 'shareCards'],
  build,
  routes: noticesRoutes,
});
