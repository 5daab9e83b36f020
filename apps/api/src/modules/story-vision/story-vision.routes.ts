import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { createStoryVisionRepository } from './story-vision.repository';
import { createStoryVisionService } from './story-vision.service';

export const storyVisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStoryVisionService(createStoryVisionRepository(app.database.db));

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
};
