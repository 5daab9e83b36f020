import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedQuerySchema } from '@skp/shared';
import { coachInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['cricket academy'];

export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coach;

  app.get(
    '/coach/coaches',
    {
      schema: { tags, summary: 'Cricket Academy coaches (order ascending)', querystring: pagedQuerySchema() },
    },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  app.get(
    '/coach/coach/:id',
    { schema: { tags, summary: 'One coach', params: idParamsSchema } },
    async (request) => ({ status: 'success', data: { coach: await service.get(request.params.id) } }),
  );

  registerAdminCrud(app, {
    path: 'coaches',
    tags: ['coaches'],
    noun: 'coach',
    input: coachInputSchema,
    service: app.services.coach.admin,
    reorder: true,
  });
};
