import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { milestoneSchema, pagedQuerySchema } from '@skp/shared';
import { milestoneInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

export const storyVisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storyVision;

  app.get(
    '/story-vision',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['about'],
        summary: 'Our Story & Vision milestones (order ascending)',
        querystring: pagedQuerySchema(),
        response: { 200: pageResponse('milestones', milestoneSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'milestones',
    tags: ['milestones'],
    noun: 'milestone',
    input: milestoneInputSchema,
    item: milestoneSchema,
    service: app.services.storyVision.admin,
    reorder: true,
  });
};
