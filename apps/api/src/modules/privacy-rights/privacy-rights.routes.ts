import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamsSchema,
  idSchema,
  incidentNoticeSendSchema,
  incidentRecipientsQuerySchema,
  pagedQuerySchema,
  personalRecordSchema,
  privacyIncidentInputSchema,
  privacyIncidentSchema,
  privacyIncidentUpdateSchema,
  privacyRequestAskSchema,
  privacyRequestCloseSchema,
  privacyRequestConfirmSchema,
  privacyRequestCountsSchema,
  privacyRequestSchema,
  schoolToday,
} from '@skp/shared';
import { fileResponse, itemResponse, listResponse, pageResponse } from '../../lib/response-schemas';

const tags = ['privacy requests'];
const oneIncident = { 200: itemResponse('incident', privacyIncidentSchema) };

/**
 * A parent's rights requests (public: ask for a code, enter it) and, for admins only, Privacy >
 * Requests and Privacy > Incidents: they show and erase everything held about a person.
 */
export const privacyRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.privacyRights;
  const admin = app.requireRole('admin');

  app.post(
    '/privacy/requests',
    {
      schema: {
        tags,
        summary: 'Ask to see, correct or erase your data: mails a one-time code to the address',
        description:
          'Answers a ticket to send back with the code (POST /privacy/requests/confirm). The code works for 15 minutes and 5 tries. ' +
          'At most 3 codes per address and 10 per client address in an hour (429). 409 when no mail server is set up.',
        body: privacyRequestAskSchema,
        response: { 202: itemResponse('ticket', z.string()) },
      },
    },
    async (request, reply) => {
      const { ticket } = await service.ask(request.body, request.ip);
      return reply.code(202).send({ status: 'success' as const, data: { ticket } });
    },
  );

  app.post(
    '/privacy/requests/confirm',
    {
      schema: {
        tags,
        summary: 'Enter the code: the request is made (400 naming a wrong or expired code)',
        body: privacyRequestConfirmSchema,
        response: { 201: itemResponse('request', z.object({ _id: idSchema, dueAt: z.string() })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ status: 'success' as const, data: await service.confirm(request.body) }),
  );

  app.get(
    '/admin/privacy/requests',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Rights requests, a page at a time: open ones first (soonest due first), then the done ones',
        querystring: pagedQuerySchema(25),
        response: { 200: pageResponse('requests', privacyRequestSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/admin/privacy/requests/counts',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Open requests and how many are past their due date (the dashboard)',
        response: { 200: itemResponse('counts', privacyRequestCountsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { counts: await service.counts() } }),
  );

  app.get(
    '/admin/privacy/requests/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One request and everything every source of personal data holds for its address',
        params: idParamsSchema,
        response: {
          200: envelope(
            z.object({
              request: privacyRequestSchema,
              records: z.array(personalRecordSchema),
              correctable: z.record(z.string(), z.array(z.string())),
            }),
          ),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.get(request.params.id, request.user),
    }),
  );

  app.get(
    '/admin/privacy/requests/:id/export',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Everything held for the address, as JSON or CSV',
        params: idParamsSchema,
        querystring: z.object({
          format: z.enum(['json', 'csv'], { message: "format must be 'json' or 'csv'" }).default('json'),
        }),
        response: fileResponse('The data held', ['application/json', 'text/csv']),
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const body = await service.export(request.params.id, format, request.user);
      return reply
        .header(
          'Content-Type',
          format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
        )
        .header('Content-Disposition', `attachment; filename="personal-data-${schoolToday()}.${format}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/admin/privacy/requests/:id/erase',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Erase everything held for the address (every source), in one transaction',
        params: idParamsSchema,
        response: { 200: itemResponse('erased', z.record(z.string(), z.number().int())) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.erase(request.params.id, request.user),
    }),
  );

  app.patch(
    '/admin/privacy/requests/:id/records/:source/:recordId',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Correct one record of the request's address",
        params: z.object({ id: idSchema, source: z.string().max(50), recordId: idSchema }),
        body: z.object({
          fields: z.record(
            z.string(),
            z
              .string()
              .max(2000, 'a field must be at most 2000 characters')
              .refine((v) => !v.includes('\u0000'), {
                message: 'a field must not contain NUL characters',
              }),
          ),
        }),
        response: { 200: listResponse('records', personalRecordSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.correct(
        request.params.id,
        request.params.source,
        request.params.recordId,
        request.body.fields,
        request.user,
      ),
    }),
  );

  app.post(
    '/admin/privacy/requests/:id/close',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Mark the request done and mail the parent a short answer',
        params: idParamsSchema,
        body: privacyRequestCloseSchema,
        response: { 200: envelope(z.object({ request: privacyRequestSchema, mailed: z.boolean() })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.close(request.params.id, request.body, request.user),
    }),
  );

  app.get(
    '/admin/privacy/incidents',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'The breach register, a page at a time, latest found first',
        querystring: pagedQuerySchema(25),
        response: { 200: pageResponse('incidents', privacyIncidentSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.incidents.list(request.query) }),
  );

  app.post(
    '/admin/privacy/incidents',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Record an incident; the parents' notice is drafted from it",
        body: privacyIncidentInputSchema,
        response: { 201: itemResponse('incident', privacyIncidentSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success' as const,
        data: { incident: await service.incidents.create(request.body, request.user) },
      }),
  );

  app.get(
    '/admin/privacy/incidents/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'One incident', params: idParamsSchema, response: oneIncident },
    },
    async (request) => ({
      status: 'success' as const,
      data: { incident: await service.incidents.get(request.params.id) },
    }),
  );

  app.patch(
    '/admin/privacy/incidents/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Mark the Board's report made (reportedAt) or edit the parents' notice",
        params: idParamsSchema,
        body: privacyIncidentUpdateSchema,
        response: oneIncident,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { incident: await service.incidents.update(request.params.id, request.body, request.user) },
    }),
  );

  app.get(
    '/admin/privacy/incidents/:id/recipients',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'How many addresses sent enquiries between two days (the notice would go to them)',
        params: idParamsSchema,
        querystring: incidentRecipientsQuerySchema,
        response: { 200: itemResponse('count', z.number().int()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.incidents.recipients(request.params.id, request.query),
    }),
  );

  app.post(
    '/admin/privacy/incidents/:id/send',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Approve the notice: one mail per address of the enquiries of the range is queued in the outbox (409 if their number changed)',
        description:
          'Each parent gets the notice in the language of their latest enquiry in the range (Hindi or English). ' +
          "The outbox sends the mails with retries; the incident's noticeProgress counts them (queued, sent, failed). " +
          'An address already queued for the incident is not queued again; once approved, the notice can no longer be edited.',
        params: idParamsSchema,
        body: incidentNoticeSendSchema,
        response: {
          200: envelope(z.object({ incident: privacyIncidentSchema, queued: z.number().int() })),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.incidents.send(request.params.id, request.body, request.user),
    }),
  );
};
