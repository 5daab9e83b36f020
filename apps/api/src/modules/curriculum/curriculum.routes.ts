import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { curriculumListQuerySchema, idParamsSchema } from '@skp/shared';
import { curriculumInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['curriculum'];

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.curriculum;

  app.get(
    '/curriculum',
    { schema: { tags, summary: 'Curriculum levels, paginated', querystring: curriculumListQuerySchema } },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  app.get(
    '/curriculum/public/all',
    { schema: { tags, summary: 'Every curriculum level in display order' } },
    async () => ({ status: 'success', data: await service.all() }),
  );

  app.get(
    '/curriculum/:id',
    { schema: { tags, summary: 'One curriculum level (data.curriculumLevel)', params: idParamsSchema } },
    async (request) => ({
      status: 'success',
      data: { curriculumLevel: await service.get(request.params.id) },
    }),
  );

  registerAdminCrud(app, {
    path: 'curriculum',
    tags: ['curriculum'],
    noun: 'curriculum level',
    input: curriculumInputSchema,
    service: app.services.curriculum.admin,
    reorder: true,
  });
};
