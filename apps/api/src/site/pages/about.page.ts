import { leaderListQuerySchema, pagedQuerySchema, type AboutPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import { heroImages, inEdition, pageCopyInEdition, type SitePageDefinition } from '../page-definition';

/** docs/requirements.md#limits: the About page shows up to 10 leaders. */
const ABOUT_LEADERS_LIMIT = '10';

/** About (docs/requirements.md#about): the hero, the milestones, the leaders, the Hall of Fame and the alumni carousel. */
export const aboutPage: SitePageDefinition<'about'> = {
  name: 'about',
  load: (services, context): Promise<AboutPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'about'),
        intro: () => pageCopyInEdition(services, context, 'about'),
        milestones: async () =>
          inEdition(
            services,
            context,
            'milestones',
            (await services.storyVision.list(pagedQuerySchema().parse({}))).milestones,
          ),
        leaders: async () =>
          inEdition(
            services,
            context,
            'leadership',
            (
              await services.leadership.list(
                leaderListQuerySchema.parse({
                  limit: ABOUT_LEADERS_LIMIT,
                  sortBy: 'displayOrder',
                  sortOrder: 'asc',
                }),
              )
            ).leaders,
          ),
        alumni: async () =>
          inEdition(
            services,
            context,
            'alumni',
            (await services.alumni.listAlumni(pagedQuerySchema().parse({}))).alumni,
          ),
        alumniCards: async () =>
          inEdition(
            services,
            context,
            'alumni-cards',
            (await services.alumni.listCards(pagedQuerySchema().parse({}))).cards,
          ),
      },
      context,
    ),
};
