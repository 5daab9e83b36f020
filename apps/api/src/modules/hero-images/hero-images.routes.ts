import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heroImageQuerySchema, heroImageSchema } from '@skp/shared';
import { heroImageInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['hero images'];

export const heroImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.heroImages;

  app.get(
    '/hero-section-images',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Hero carousel images, by section (order ascending); the site asks for isActive=true',
        querystring: heroImageQuerySchema,
        response: { 200: pageResponse('images', heroImageSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  registerAdminCrud(app, {
    path: 'hero-images',
    tags: ['hero-images'],
    noun: 'hero image',
    input: heroImageInputSchema,
    item: heroImageSchema,
    service: app.services.heroImages.admin,
    reorder: true,
  });
};
