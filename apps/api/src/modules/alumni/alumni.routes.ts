import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { createAlumniRepository } from './alumni.repository';
import { createAlumniService } from './alumni.service';
import { alumnusInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createAlumniAdminService } from './alumni.service';
import { alumniCardInputSchema } from '@skp/shared';
import { createAlumniCardsAdminService } from './alumni.service';

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

  registerAdminCrud(app, {
    path: 'alumni',
    tags: ['alumni'],
    noun: 'alumnus',
    input: alumnusInputSchema,
    service: createAlumniAdminService({
      repository: createAlumniRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });

  registerAdminCrud(app, {
    path: 'alumni-cards',
    tags: ['alumni-cards'],
    noun: 'alumni card',
    input: alumniCardInputSchema,
    service: createAlumniCardsAdminService({
      repository: createAlumniRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
