import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAdminSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventSchema,
  idParamsSchema,
  limitSchema,
  queryText,
  searchSchema,
} from '@skp/shared';
import { ValidationError } from '../../errors';
import { registerPublishedWithPdfRoutes } from '../../lib/published-with-pdf';
import { registerAdminCrud } from '../../lib/admin-routes';
import { EVENTS } from './events.service';
import { itemResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['events'];
const eventPage = { 200: pageResponse('events', eventSchema) };
const oneEvent = { 200: itemResponse('event', eventSchema) };
/** The "all" lists (upcoming, ongoing) default to 100 per page. */
const scopedListQuery = eventListQuerySchema.omit({ status: true }).extend({ limit: limitSchema(100) });

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.events;

  // The site's request helper sends `Content-Type: application/json` even on bodiless POSTs
  // (docs/requirements.md#roles), so within this module an empty JSON body is accepted as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const text = String(body).trim();
      if (text === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ValidationError('The request body is not valid JSON'), undefined);
      }
    },
  );

  app.get(
    '/events',
    {
      config: PUBLIC_READ,
      schema: { tags, summary: 'Published events', querystring: eventListQuerySchema, response: eventPage },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/events/upcoming/all',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary:
          'Upcoming events: date or end date today or later (Asia/Kolkata), whatever the stored status; never completed or cancelled (date ascending by default)',
        querystring: scopedListQuery,
        response: eventPage,
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query, 'upcoming') }),
  );

  app.get(
    '/events/ongoing/all',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Ongoing events: now between date and endDate, or marked ongoing',
        querystring: scopedListQuery,
        response: eventPage,
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query, 'ongoing') }),
  );

  app.get(
    '/events/location/:location',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Published events at one location (any case)',
        params: z.object({ location: queryText('location', 200) }),
        querystring: eventListQuerySchema.omit({ location: true }),
        response: eventPage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, location: request.params.location }),
    }),
  );

  app.get(
    '/events/search/:term',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Published events whose title, description, type or location contains the term',
        params: z.object({ term: searchSchema.min(1, 'term is required') }),
        querystring: eventListQuerySchema.omit({ search: true }),
        response: eventPage,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list({ ...request.query, search: request.params.term }),
    }),
  );

  app.post(
    '/events/:id/register',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags,
        summary:
          'Staff record one registration for the event (no body); answers the event with its count. Limited per address (429).',
        params: idParamsSchema,
        response: oneEvent,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { event: await service.register(request.params.id, request.ip) },
    }),
  );

  app.post(
    '/events/:id/unregister',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags,
        summary:
          'Staff withdraw one registration (never below zero); answers the event with its count. Limited per address (429).',
        params: idParamsSchema,
        response: oneEvent,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { event: await service.unregister(request.params.id, request.ip) },
    }),
  );

  registerPublishedWithPdfRoutes(app, {
    config: EVENTS,
    tags,
    listQuery: eventListQuerySchema,
    item: eventSchema,
    itemKey: 'event',
    service,
  });

  registerAdminCrud(app, {
    path: 'events',
    tags,
    noun: 'event',
    input: eventInputSchema,
    item: eventAdminSchema,
    service: service.admin,
    reorder: true,
  });
};
