import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema } from '@skp/shared';
import { createStoryVisionRepository } from './story-vision.repository';
import { createStoryVisionService } from './story-vision.service';
import { milestoneInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createMilestonesAdminService } from './story-vision.service';

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

  registerAdminCrud(app, {
    path: 'milestones',
    tags: ['milestones'],
    noun: 'milestone',
    input: milestoneInputSchema,
    service: createMilestonesAdminService({
      repository: createStoryVisionRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
