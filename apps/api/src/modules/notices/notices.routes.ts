import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noticeInputSchema, noticeListQuerySchema, queryText } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { sendStoredFile } from '../../lib/send-file';

const tags = ['notices'];
const listQueryWithoutType = noticeListQuerySchema.omit({ type: true });
const listQueryWithoutPriority = noticeListQuerySchema.omit({ priority: true });

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notices;

  app.get(
    '/notices',
    { schema: { tags, summary: 'Published notices', querystring: noticeListQuerySchema } },
    async (request) => ({
      status: 'success',
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
      },
    },
    async (request) => ({
      status: 'success',
      data: await service.list({ ...request.query, type: request.params.type }),
    }),
  );

  app.get(
    '/notices/priority/high',
    { schema: { tags, summary: 'Published high-priority notices', querystring: listQueryWithoutPriority } },
    async (request) => ({
      status: 'success',
      data: await service.list({ ...request.query, priority: 'high' }),
    }),
  );

  app.get(
    '/notices/:id',
    { schema: { tags, summary: 'One notice', params: idParamsSchema } },
    async (request) => ({
      status: 'success',
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

  registerAdminCrud(app, {
    path: 'notices',
    tags,
    noun: 'notice',
    input: noticeInputSchema,
    service: service.admin,
    reorder: true,
  });
};
