import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroImageQuerySchema } from '@skp/shared';
import { createHeroImagesRepository } from './hero-images.repository';
import { createHeroImagesService } from './hero-images.service';
import { heroImageInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { createHeroImagesAdminService } from './hero-images.service';

const tags = ['hero images'];

export const heroImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHeroImagesService(createHeroImagesRepository(app.database.db));

  app.get(
    '/hero-section-images',
    {
      schema: {
        tags,
        summary: 'Hero carousel images, by section (order ascending); the site asks for isActive=true',
        querystring: heroImageQuerySchema,
      },
    },
    async (request) => ({ status: 'success', data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'hero-images',
    tags: ['hero-images'],
    noun: 'hero image',
    input: heroImageInputSchema,
    service: createHeroImagesAdminService({
      repository: createHeroImagesRepository(app.database.db),
      audit: app.audit,
      storage: app.storage,
    }),
    reorder: true,
  });
};
