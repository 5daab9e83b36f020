import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alumniCardSchema, alumnusSchema, pagedQuerySchema } from '@skp/shared';
import { alumnusInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { alumniCardInputSchema } from '@skp/shared';
import { pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['about'];

export const alumniRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.alumni;

  app.get(
    '/alumni',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Hall of Fame alumni (order ascending)',
        querystring: pagedQuerySchema(),
        response: { 200: pageResponse('alumni', alumnusSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.listAlumni(request.query) }),
  );

  app.get(
    '/alumni-cards',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Alumni carousel cards (order ascending)',
        querystring: pagedQuerySchema(),
        response: { 200: pageResponse('cards', alumniCardSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.listCards(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'alumni',
    tags: ['alumni'],
    noun: 'alumnus',
    input: alumnusInputSchema,
    item: alumnusSchema,
    service: app.services.alumni.admin,
    reorder: true,
  });

  registerAdminCrud(app, {
    path: 'alumni-cards',
    tags: ['alumni-cards'],
    noun: 'alumni card',
    input: alumniCardInputSchema,
    item: alumniCardSchema,
    service: app.services.alumni.cardsAdmin,
    reorder: true,
  });
};
