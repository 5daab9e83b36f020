import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enquiryCountSchema,
  enquiryListQuerySchema,
  enquirySchema,
  enquiryStatusUpdateSchema,
  envelope,
  idParamsSchema,
  paginationSchema,
  schoolToday,
} from '@skp/shared';
import { fileResponse, itemResponse, listResponse } from '../../lib/response-schemas';

const tags = ['enquiries (admin)'];
const oneEnquiry = { 200: itemResponse('enquiry', enquirySchema) };
const exportQuerySchema = enquiryListQuerySchema.pick({
  kind: true,
  status: true,
  delivery: true,
  search: true,
});

/** The enquiry inbox of the admin: editors and admins read, mark handled, retry delivery, export. */
export const enquiriesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.enquiries;
  const editor = app.requireRole('editor');

  app.get(
    '/admin/enquiries',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Enquiries and admission enquiries, newest first',
        description:
          'Filters: kind (enquiry|admission), status (new|handled), delivery (pending|sent|failed), search. ' +
          "data.mailTransport says how enquiries are e-mailed: 'smtp', 'emailjs' or 'none' (kept here only).",
        querystring: enquiryListQuerySchema,
        response: {
          200: envelope(
            z.object({
              enquiries: z.array(enquirySchema),
              pagination: paginationSchema,
              mailTransport: z.enum(['smtp', 'emailjs', 'none']),
            }),
          ),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { ...(await service.list(request.query)), mailTransport: service.outbox.transport.kind },
    }),
  );

  app.get(
    '/admin/enquiries/counts',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Enquiries per week (Monday, India time), kind and class sought',
        description:
          'The figures keep enquiries erased after the retention period (Settings > Privacy), without names.',
        response: { 200: listResponse('counts', enquiryCountSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { counts: await service.weeklyCounts() } }),
  );

  app.get(
    '/admin/enquiries.csv',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Export the matching enquiries as CSV (spreadsheet-safe)',
        querystring: exportQuerySchema,
        response: fileResponse('The enquiries as CSV', ['text/csv']),
      },
    },
    async (request, reply) => {
      const { csv } = await service.exportCsv(request.query, request.user);
      const day = schoolToday();
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="enquiries-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(csv);
    },
  );

  app.get(
    '/admin/enquiries/:id',
    {
      onRequest: editor,
      schema: { tags, summary: 'One enquiry', params: idParamsSchema, response: oneEnquiry },
    },
    async (request) => ({
      status: 'success' as const,
      data: { enquiry: await service.get(request.params.id) },
    }),
  );

  app.patch(
    '/admin/enquiries/:id',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Mark an enquiry handled (or new again)',
        params: idParamsSchema,
        body: enquiryStatusUpdateSchema,
        response: oneEnquiry,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { enquiry: await service.setStatus(request.params.id, request.body, request.user) },
    }),
  );

  app.post(
    '/admin/enquiries/:id/retry',
    {
      onRequest: editor,
      schema: {
        tags,
        summary: 'Deliver the enquiry again: back in the outbox, due now, with fresh attempts',
        params: idParamsSchema,
        response: oneEnquiry,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { enquiry: await service.retryDelivery(request.params.id, request.user) },
    }),
  );
};
