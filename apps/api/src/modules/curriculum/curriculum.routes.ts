import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { curriculumListQuerySchema, curriculumSchema, idParamsSchema } from '@skp/shared';
import { curriculumInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, listResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['curriculum'];

export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.curriculum;

  app.get(
    '/curriculum',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Curriculum levels, paginated',
        querystring: curriculumListQuerySchema,
        response: { 200: pageResponse('curriculum', curriculumSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/curriculum/public/all',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Every curriculum level in display order',
        response: { 200: listResponse('curriculum', curriculumSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: await service.all() }),
  );

  app.get(
    '/curriculum/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One curriculum level (data.curriculumLevel)',
        params: idParamsSchema,
        response: { 200: itemResponse('curriculumLevel', curriculumSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { curriculumLevel: await service.get(request.params.id) },
    }),
  );

  registerAdminCrud(app, {
    path: 'curriculum',
    tags: ['curriculum'],
    noun: 'curriculum level',
    input: curriculumInputSchema,
    item: curriculumSchema,
    service: app.services.curriculum.admin,
    reorder: true,
  });
};
