import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementAdminSchema,
  announcementInputSchema,
  announcementSchema,
  idParamsSchema,
} from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, listResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['announcements'];

export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.announcements;

  app.get(
    '/announcements',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The announcements showing now (at most one per level, the most pressing first)',
        response: { 200: listResponse('announcements', announcementSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { announcements: await service.listActive() } }),
  );

  app.post(
    '/admin/announcements/:id/end',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags,
        summary: "End a banner showing now at this moment ('End now'); 400 when it is not showing",
        params: idParamsSchema,
        response: { 200: itemResponse('item', announcementAdminSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await service.admin.end(request.params.id, request.user!) },
    }),
  );

  registerAdminCrud(app, {
    path: 'announcements',
    tags,
    noun: 'announcement',
    input: announcementInputSchema,
    item: announcementAdminSchema,
    service: service.admin,
  });
};
