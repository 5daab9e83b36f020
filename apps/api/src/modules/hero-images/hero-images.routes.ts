import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroImageQuerySchema } from '@skp/shared';
import { createHeroImagesRepository } from './hero-images.repository';
import { createHeroImagesService } from './hero-images.service';

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
};
