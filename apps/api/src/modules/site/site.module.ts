import type { FastifyInstance } from 'fastify';
import { galleryCategoryPageQuerySchema, type GalleryCategorySlug } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { createSiteService } from './site.service';

function build(app: FastifyInstance) {
  return createSiteService({
    // The real route answers, so the inlined first data is by definition what `GET /api{path}` gives.
    async read(path) {
      const response = await app.inject({ method: 'GET', url: `/api${path}` });
      if (response.statusCode !== 200) throw new Error(`GET /api${path} answered ${response.statusCode}`);
      return (response.json() as { data: unknown }).data;
    },
    galleryPhotos: (slug: GalleryCategorySlug) =>
      app.services.gallery.listCategory(slug, galleryCategoryPageQuerySchema.parse({ limit: '100' })),
  });
}

declare module '../../lib/define-module' {
  interface Services {
    /** The pages' head tags, inlined first data and sitemap. */
    site: ReturnType<typeof build>;
  }
}

export const siteModule = defineModule({ name: 'site', dependencies: ['gallery'], build });
