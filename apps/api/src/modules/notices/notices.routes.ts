import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamsSchema,
  noticeAdminSchema,
  noticeInputSchema,
  noticeListQuerySchema,
  noticePlacementQuerySchema,
  noticePlacementSchema,
  noticeSchema,
} from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { registerPublishedWithPdfRoutes } from '../../lib/published-with-pdf';
import { itemResponse, pageResponse } from '../../lib/response-schemas';
import { NOTICES } from './notices.service';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['notices'];
const noticePage = { 200: pageResponse('notices', noticeSchema) };
const listQueryWithoutPriority = noticeListQuerySchema.omit({ priority: true });

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notices;

  app.get(
    '/notices',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Published notices',
        querystring: noticeListQuerySchema,
        response: noticePage,
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/notices/priority/high',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Published high-priority notices',
        querystring: listQueryWithoutPriority,
        response: noticePage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, priority: 'high' }),
    }),
  );

  registerPublishedWithPdfRoutes(app, {
    config: NOTICES,
    tags,
    listQuery: noticeListQuerySchema,
    item: noticeSchema,
    itemKey: 'notice',
    service,
  });

  const adminService = service.admin;
  const onRequest = app.requireRole('editor');

  app.get(
    '/admin/notices/placement',
    {
      onRequest,
      schema: {
        tags,
        summary: "Where a notice of this Order stands in Home's list (1-based; Home shows homeCount)",
        querystring: noticePlacementQuerySchema,
        response: { 200: envelope(noticePlacementSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await adminService.placement(request.query) }),
  );

  app.post(
    '/admin/notices/:id/pin',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Put a notice first on Home (Order 0, the others one place down)',
        params: idParamsSchema,
        response: { 200: itemResponse('item', noticeAdminSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { item: await adminService.pin(request.params.id, request.user!) },
    }),
  );

  registerAdminCrud(app, {
    path: 'notices',
    tags,
    noun: 'notice',
    input: noticeInputSchema,
    item: noticeAdminSchema,
    service: adminService,
    reorder: true,
  });
};
