import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { createAlumniRepository } from './alumni.repository';
import { createAlumniService } from './alumni.service';

const tags = ['about'];

export const alumniRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAlumniService(createAlumniRepository(app.database.db));

  app.get(
    '/alumni',
    { schema: { tags, summary: 'Hall of Fame alumni (order ascending)', querystring: pagedQuerySchema() } },
    async (request) => ({ status: 'success', data: await service.listAlumni(request.query) }),
  );

  app.get(
    '/alumni-cards',
    { schema: { tags, summary: 'Alumni carousel cards (order ascending)', querystring: pagedQuerySchema() } },
    async (request) => ({ status: 'success', data: await service.listCards(request.query) }),
  );
};
