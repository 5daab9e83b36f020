import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroImageQuerySchema } from '@skp/shared';
import { heroImageInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';

const tags = ['hero images'];

export const heroImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.heroImages;

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
    service: app.services.heroImages.admin,
    reorder: true,
  });
};
