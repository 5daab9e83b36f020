import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListQuerySchema, activitySchema, idParamsSchema } from '@skp/shared';
import { activityInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, listResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.activities;

  app.get(
    '/activities',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Co-curricular activity groups, paginated',
        querystring: activityListQuerySchema,
        response: { 200: pageResponse('activities', activitySchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/activities/public/all',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Every activity group in display order',
        response: { 200: listResponse('activities', activitySchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.all() }),
  );

  app.get(
    '/activities/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One activity group',
        params: idParamsSchema,
        response: { 200: itemResponse('activity', activitySchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { activity: await service.get(request.params.id) },
    }),
  );

  registerAdminCrud(app, {
    path: 'activities',
    tags: ['activities'],
    noun: 'activity group',
    input: activityInputSchema,
    item: activitySchema,
    service: app.services.activities.admin,
    reorder: true,
  });
};
