import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyNoticeSchema, privacyReadinessSchema, privacySettingsSchema } from '@skp/shared';
import { registerAdminSingleton } from '../../lib/admin-routes';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.privacy;

  app.get(
    '/privacy',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['privacy'],
        summary:
          'The privacy notice in force: the data inventory, the Grievance Officer, the retention period, its version and date',
        response: { 200: itemResponse('notice', privacyNoticeSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { notice: await service.notice() } }),
  );

  app.get(
    '/admin/privacy/readiness',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags: ['privacy'],
        summary: "The admin's checklist: whether the enquiry forms are ready (a Grievance Officer is named)",
        response: { 200: itemResponse('readiness', privacyReadinessSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { readiness: await service.readiness() } }),
  );

  // Settings > Privacy: the Grievance Officer and the retention period (admins only: it decides how
  // long parents' data is kept).
  registerAdminSingleton(app, {
    name: 'privacy',
    tags: ['privacy'],
    noun: 'privacy settings (Grievance Officer, retention period)',
    input: privacySettingsSchema,
    item: privacySettingsSchema,
    service: app.services.privacy.admin,
    role: 'admin',
  });
};
