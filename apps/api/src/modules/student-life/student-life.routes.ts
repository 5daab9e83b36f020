import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { createStudentLifeRepository } from './student-life.repository';
import { createStudentLifeService } from './student-life.service';
import { studentLifeEventInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createStudentLifeAdminService } from './student-life.service';

export const studentLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStudentLifeService(createStudentLifeRepository(app.database.db));

  app.get(
    '/student-life/client',
    {
      schema: {
        tags: ['campus'],
        summary: 'Student Life event cards of the Campus page (order ascending)',
        querystring: pagedQuerySchema(),
      },
    },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'student-life',
    tags: ['student-life'],
    noun: 'student life event',
    input: studentLifeEventInputSchema,
    service: createStudentLifeAdminService({
      repository: createStudentLifeRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
