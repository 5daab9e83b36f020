import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListQuerySchema, idParamsSchema } from '@skp/shared';
import { activityInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.activities;

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
    service: app.services.activities.admin,
    reorder: true,
  });
};
