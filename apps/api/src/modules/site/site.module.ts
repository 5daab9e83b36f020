import type { FastifyInstance } from 'fastify';
import { galleryCategoryPageQuerySchema, heroImageQuerySchema, type GalleryCategorySlug } from '@skp/shared';
import { defineModule } from '../../lib/define-module';
import { createSiteService } from './site.service';

function build(app: FastifyInstance) {
  return createSiteService({
    heroImages: async (section) =>
      (await app.services.heroImages.list(heroImageQuerySchema.parse({ section, isActive: 'true' }))).images,
    contact: () => app.services.contact.get(),
    school: () => app.services.school.get(),
    galleryPhotos: (slug: GalleryCategorySlug) =>
      app.services.gallery.listCategory(slug, galleryCategoryPageQuerySchema.parse({ limit: '100' })),
    itemPages: async () => {
      const [events, notices] = await Promise.all([
        app.services.events.allPages(),
        app.services.notices.allPages(),
      ]);
      return [...notices, ...events];
    },
  });
}

declare module '../../lib/define-module' {
  interface Services {
    /** The head tags of pages the server does not render yet, and the sitemap. */
    site: ReturnType<typeof build>;
  }
}

export const siteModule = defineModule({
  name: 'site',
  dependencies: ['gallery', 'heroImages', 'contact', 'school', 'events', 'notices'],
  build,
});
