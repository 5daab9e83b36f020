import { definePublishedItemModule } from '../../lib/published-item-module';
import { createNoticeSlugRepository, createNoticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';
import { createNoticesAdminService, createNoticesService } from './notices.service';

export const noticesModule = definePublishedItemModule({
  name: 'notices',
  noun: 'notice',
  repository: createNoticesRepository,
  slugRepository: createNoticeSlugRepository,
  service: (app, repository, slugs) => createNoticesService(repository, slugs, app.storage),
  admin: createNoticesAdminService,
  routes: noticesRoutes,
});

declare module '../../lib/define-module' {
  interface Services {
    notices: ReturnType<typeof createNoticesService> & {
      admin: ReturnType<typeof createNoticesAdminService>;
    };
  }
}
