import { pagedQuerySchema, type CampusPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import { heroImages, inEdition, type SitePageDefinition } from '../page-definition';

/** Campus (docs/requirements.md#campus): the hero and the Student Life cards. */
export const campusPage: SitePageDefinition<'campus'> = {
  name: 'campus',
  load: (services, context): Promise<CampusPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'campus'),
        studentLife: async () =>
          inEdition(
            services,
            context,
            'student-life',
            (await services.studentLife.list(pagedQuerySchema().parse({}))).events,
          ),
      },
      context,
    ),
};
