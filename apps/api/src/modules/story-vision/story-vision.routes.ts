import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { milestoneInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

export const storyVisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.storyVision;

  app.get(
    '/story-vision',
    {
      schema: {
        tags: ['about'],
        summary: 'Our Story & Vision milestones (order ascending)',
        querystring: pagedQuerySchema(),
      },
    },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'milestones',
    tags: ['milestones'],
    noun: 'milestone',
    input: milestoneInputSchema,
    service: app.services.storyVision.admin,
    reorder: true,
  });
};
