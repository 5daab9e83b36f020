import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema, studentLifeEventSchema } from '@skp/shared';
import { studentLifeEventInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const studentLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.studentLife;

  app.get(
    '/student-life/client',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['campus'],
        summary: 'Student Life event cards of the Campus page (order ascending)',
        querystring: pagedQuerySchema(),
        response: { 200: pageResponse('events', studentLifeEventSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'student-life',
    tags: ['student-life'],
    noun: 'student life event',
    input: studentLifeEventInputSchema,
    item: studentLifeEventSchema,
    service: app.services.studentLife.admin,
    reorder: true,
  });
};
