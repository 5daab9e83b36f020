import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createActivitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';
import { createActivitiesAdminService, createActivitiesService } from './activities.service';

function build(app: FastifyInstance) {
  const repository = createActivitiesRepository(app.database.db);
  return {
    ...createActivitiesService(repository),
    admin: createActivitiesAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    activities: ReturnType<typeof build>;
  }
}

export const activitiesModule = defineModule({
  name: 'activities',
  dependencies: ['auditLog'],
  build,
  routes: activitiesRoutes,
});
