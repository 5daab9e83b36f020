import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema } from '@skp/shared';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['audit log'],
        summary: 'Who changed what and when, newest first',
        querystring: auditLogQuerySchema,
      },
    },
    async (request) => ({ status: 'success', data: await app.services.auditLog.list(request.query) }),
  );
};
