import { pagedQuerySchema, type CricketAcademyPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import {
  galleryPreview,
  heroImages,
  inEdition,
  nullWhenNotSetUp,
  singletonInEdition,
  type SitePageDefinition,
} from '../page-definition';

/** Cricket Academy (docs/requirements.md#cricket-academy): hero, gallery, training programs, coaches, contact and quick enquiry. */
export const cricketAcademyPage: SitePageDefinition<'cricketAcademy'> = {
  name: 'cricketAcademy',
  load: (services, context): Promise<CricketAcademyPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'cricket-academy'),
        gallery: () => galleryPreview(services, 'cricket-academy'),
        programs: async () =>
          inEdition(
            services,
            context,
            'training-programs',
            (await services.trainingPrograms.list(pagedQuerySchema().parse({}))).programs,
          ),
        coaches: async () =>
          inEdition(
            services,
            context,
            'coaches',
            (await services.coach.list(pagedQuerySchema().parse({}))).coaches,
          ),
        cricketContact: async () =>
          singletonInEdition(
            services,
            context,
            'cricket-academy-contact',
            'cricket-academy-contact',
            await nullWhenNotSetUp(() => services.cricketAcademyContact.getPublic()),
          ),
      },
      context,
    ),
};
