import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedQuerySchema } from '@skp/shared';
import { trainingProgramInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['cricket academy'];

export const trainingProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.trainingPrograms;

  for (const url of ['/training-programs', '/training-programs/public/all']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Cricket Academy training programs (order ascending)',
          querystring: pagedQuerySchema(),
        },
      },
      async (request) => ({ status: 'success', data: await service.list(request.query) }),
    );
  }

  app.get(
    '/training-programs/:id',
    { schema: { tags, summary: 'One training program', params: idParamsSchema } },
    async (request) => ({ status: 'success', data: { program: await service.get(request.params.id) } }),
  );

  registerAdminCrud(app, {
    path: 'training-programs',
    tags: ['training-programs'],
    noun: 'training program',
    input: trainingProgramInputSchema,
    service: app.services.trainingPrograms.admin,
    reorder: true,
  });
};
