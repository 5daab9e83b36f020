import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedQuerySchema, trainingProgramSchema } from '@skp/shared';
import { trainingProgramInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['cricket academy'];

export const trainingProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.trainingPrograms;

  for (const url of ['/training-programs', '/training-programs/public/all']) {
    app.get(
      url,
      {
        config: PUBLIC_READ,
        schema: {
          tags,
          summary: 'Cricket Academy training programs (order ascending)',
          querystring: pagedQuerySchema(),
          response: { 200: pageResponse('programs', trainingProgramSchema) },
        },
      },
      async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
    );
  }

  app.get(
    '/training-programs/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One training program',
        params: idParamsSchema,
        response: { 200: itemResponse('program', trainingProgramSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { program: await service.get(request.params.id) },
    }),
  );

  registerAdminCrud(app, {
    path: 'training-programs',
    tags: ['training-programs'],
    noun: 'training program',
    input: trainingProgramInputSchema,
    item: trainingProgramSchema,
    service: app.services.trainingPrograms.admin,
    reorder: true,
  });
};
