import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { facultyListQuerySchema, facultySchema, idParamsSchema } from '@skp/shared';
import { facultyInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { itemResponse, listResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['faculty'];

/** The origin the visitor used (behind a proxy, with TRUST_PROXY, the forwarded one). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const facultyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.faculty;

  app.get(
    '/faculty',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Faculty directory, paginated',
        querystring: facultyListQuerySchema,
        response: { 200: pageResponse('faculty', facultySchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.list(request.query, originOf(request)),
    }),
  );

  app.get(
    '/faculty/public/all',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The whole faculty directory in display order',
        response: { 200: listResponse('faculty', facultySchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.all(originOf(request)) }),
  );

  app.get(
    '/faculty/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One faculty member (data.member)',
        params: idParamsSchema,
        response: { 200: itemResponse('member', facultySchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { member: await service.get(request.params.id, originOf(request)) },
    }),
  );

  registerAdminCrud(app, {
    path: 'faculty',
    tags: ['faculty'],
    noun: 'faculty member',
    input: facultyInputSchema,
    item: facultySchema,
    service: app.services.faculty.admin,
    reorder: true,
  });
};
