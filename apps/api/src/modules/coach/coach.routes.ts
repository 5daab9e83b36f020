import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachAdminSchema, coachSchema, idParamsSchema, pagedQuerySchema } from '@skp/shared';
import { coachInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['cricket academy'];

export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coach;

  app.get(
    '/coach/coaches',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Cricket Academy coaches (order ascending)',
        querystring: pagedQuerySchema(),
        response: { 200: pageResponse('coaches', coachSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/coach/coach/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One coach',
        params: idParamsSchema,
        response: { 200: itemResponse('coach', coachSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { coach: await service.get(request.params.id) },
    }),
  );

  registerAdminCrud(app, {
    path: 'coaches',
    tags: ['coaches'],
    noun: 'coach',
    input: coachInputSchema,
    item: coachAdminSchema,
    service: app.services.coach.admin,
    reorder: true,
  });
};
