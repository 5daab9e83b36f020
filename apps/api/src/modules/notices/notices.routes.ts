import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamsSchema, noticeAdminSchema, noticeInputSchema, noticeListQuerySchema, noticePlacementQuerySchema, noticePlacementSchema, noticeSchema, queryText } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { sendStoredFile } from '../../lib/send-file';
import { itemResponse, pageResponse } from '../../lib/response-schemas';

const tags = ['notices'];
const noticePage = { 200: pageResponse('notices', noticeSchema) };
const listQueryWithoutType = noticeListQuerySchema.omit({ type: true });
const listQueryWithoutPriority = noticeListQuerySchema.omit({ priority: true });

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notices;

  app.get(
    '/notices',
    { schema: { tags, summary: 'Published notices', querystring: noticeListQuerySchema, response: noticePage } },
    async (request) => ({
      status: 'success' as const,
      data: await service.list(request.query),
    }),
  );

  app.get(
    '/notices/type/:type',
    {
      schema: {
        tags,
        summary: 'Published notices of one type',
        params: z.object({ type: queryText('type', 50) }),
        querystring: listQueryWithoutType,
        response: noticePage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, type: request.params.type }),
    }),
  );

  app.get(
    '/notices/priority/high',
    {
      schema: {
        tags,
        summary: 'Published high-priority notices', querystring: listQueryWithoutPriority,
        response: noticePage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, priority: 'high' }),
    }),
  );

  app.get(
    '/notices/:id',
    {
      schema: {
        tags,
        summary: 'One notice',
        params: idParamsSchema,
        response: { 200: itemResponse('notice', noticeSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { notice: await service.get(request.params.id) },
    }),
  );

  app.get(
    '/notices/:id/download',
    { schema: { tags, summary: "Download the notice's PDF", params: idParamsSchema } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        app.storage,
        { ...(await service.pdfOf(request.params.id)), disposition: 'attachment' },
        'This notice has no PDF',
      ),
  );

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
