import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditLogQuerySchema } from '@skp/shared';
import { pageResponse } from '../../lib/response-schemas';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['audit log'],
        summary: 'Who changed what and when, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: pageResponse('entries', auditEntrySchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.services.auditLog.list(request.query),
    }),
  );
};
