import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListQuerySchema, idParamsSchema } from '@skp/shared';
import { createActivitiesRepository } from './activities.repository';
import { createActivitiesService } from './activities.service';
import { activityInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createActivitiesAdminService } from './activities.service';

const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createActivitiesService(createActivitiesRepository(app.database.db));

  app.get(
    '/activities',
    {
      schema: {
        tags,
        summary: 'Co-curricular activity groups, paginated',
        querystring: activityListQuerySchema,
      },
    },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  app.get(
    '/activities/public/all',
    { schema: { tags, summary: 'Every activity group in display order' } },
    async () => ({ status: 'success', data: await service.all() }),
  );

  app.get(
    '/activities/:id',
    { schema: { tags, summary: 'One activity group', params: idParamsSchema } },
    async (request) => ({ status: 'success', data: { activity: await service.get(request.params.id) } }),
  );

  registerAdminCrud(app, {
    path: 'activities',
    tags: ['activities'],
    noun: 'activity group',
    input: activityInputSchema,
    service: createActivitiesAdminService({
      repository: createActivitiesRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
