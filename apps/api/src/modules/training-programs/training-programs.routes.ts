import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedQuerySchema } from '@skp/shared';
import { createTrainingProgramsRepository } from './training-programs.repository';
import { createTrainingProgramsService } from './training-programs.service';
import { trainingProgramInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createTrainingProgramsAdminService } from './training-programs.service';

const tags = ['cricket academy'];

export const trainingProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTrainingProgramsService(createTrainingProgramsRepository(app.database.db));

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
    service: createTrainingProgramsAdminService({
      repository: createTrainingProgramsRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
