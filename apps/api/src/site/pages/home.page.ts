import {
  GALLERY_CATEGORIES,
  eventListQuerySchema,
  noticeListQuerySchema,
  type GalleryCategorySlug,
  type HomePageData,
} from '@skp/shared';
import { loadSections } from '../load-sections';
import { heroImages, inEdition, pageCopyInEdition, type SitePageDefinition } from '../page-definition';

/** Home (docs/requirements.md#home): the hero, the nine sections' data, the gallery probes for categories without a cover. */
export const homePage: SitePageDefinition<'home'> = {
  name: 'home',
  async load(services, context): Promise<HomePageData> {
    const sections = await loadSections(
      {
        hero: () => heroImages(services, 'home'),
        intro: () => pageCopyInEdition(services, context, 'home'),
        galleryCovers: async () => (await services.gallery.covers()).covers,
        starredPhotos: async () => (await services.gallery.starred()).starredPhotos,
        activities: async () =>
          inEdition(services, context, 'activities', (await services.activities.all()).activities),
        notices: async () =>
          inEdition(
            services,
            context,
            'notices',
            (
              await services.notices.list(
                noticeListQuerySchema.parse({ limit: '5', sortBy: 'order', sortOrder: 'asc' }),
              )
            ).notices,
          ),
        events: async () =>
          inEdition(
            services,
            context,
            'events',
            (
              await services.events.list(
                eventListQuerySchema.parse({
                  limit: '5',
                  status: 'upcoming',
                  sortBy: 'date',
                  sortOrder: 'asc',
                }),
              )
            ).events,
          ),
        policies: async () =>
          inEdition(services, context, 'policies', (await services.policies.all()).policies),
        mandatoryDisclosures: async () =>
          inEdition(
            services,
            context,
            'mandatory-disclosures',
            (await services.disclosureDocuments.all()).mandatoryDisclosures,
          ),
      },
      context,
    );
    // docs/requirements.md#limits: a limit-1 probe only for the categories that have neither a cover nor a starred photo.
    const covers = sections.galleryCovers.ok ? sections.galleryCovers.data : {};
    const starred = sections.starredPhotos.ok ? sections.starredPhotos.data : {};
    const toProbe = GALLERY_CATEGORIES.filter(
      (category) => !covers[category.slug]?.imageUrl && !starred[category.name]?.imageUrl,
    );
    const galleryProbes = await loadSections(
      Object.fromEntries(
        toProbe.map((category) => [
          category.slug,
          async () =>
            (
              await services.gallery.list({
                category: category.slug as GalleryCategorySlug,
                page: 1,
                limit: 1,
              })
            ).galleries[0] ?? null,
        ]),
      ),
      context,
    );
    return { ...sections, galleryProbes, origin: context.origin };
  },
};
