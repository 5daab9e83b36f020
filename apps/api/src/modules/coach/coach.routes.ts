import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedQuerySchema } from '@skp/shared';
import { createCoachRepository } from './coach.repository';
import { createCoachService } from './coach.service';
import { coachInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createCoachesAdminService } from './coach.service';

const tags = ['cricket academy'];

export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCoachService(createCoachRepository(app.database.db));

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
    service: createCoachesAdminService({
      repository: createCoachRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
