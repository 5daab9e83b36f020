import { galleryCategoryPageQuerySchema, type GalleryCategorySlug, type GalleryPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import type { SitePageDefinition } from '../page-definition';

/**
 * /gallery/<slug> (docs/requirements.md#routes): every photo of the category, exactly as GET /api/gallery/category/<slug>
 * answers it (staff's Order, then upload time, oldest first), and the starred photos for the hero.
 */
export function galleryPage(slug: GalleryCategorySlug): SitePageDefinition<'gallery'> {
  return {
    name: 'gallery',
    load: async (services, context): Promise<GalleryPageData> => {
      const sections = await loadSections(
        {
          photos: async () =>
            (await services.gallery.listCategory(slug, galleryCategoryPageQuerySchema.parse({}))).galleries,
          starredPhotos: async () => (await services.gallery.starred()).starredPhotos,
        },
        context,
      );
      return { slug, ...sections };
    },
  };
}

/** /gallery/<anything else>: 'Gallery not found' with Go Back, status 404. */
export const galleryNotFoundPage: SitePageDefinition<'galleryNotFound'> = {
  name: 'galleryNotFound',
  load: async () => ({}),
};
