import type { BabyStepsPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import {
  contactInEdition,
  galleryPreview,
  heroImages,
  nullWhenNotSetUp,
  singletonInEdition,
  type SitePageDefinition,
} from '../page-definition';

/** Baby Steps (docs/requirements.md#baby-steps): hero, photo gallery, admission process with the prospectus, contact. */
export const babyStepsPage: SitePageDefinition<'babySteps'> = {
  name: 'babySteps',
  load: (services, context): Promise<BabyStepsPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'baby-steps'),
        gallery: () => galleryPreview(services, 'baby-steps'),
        admission: async () =>
          singletonInEdition(
            services,
            context,
            'baby-steps-admission',
            'baby-steps-admission',
            await nullWhenNotSetUp(() => services.babyStepsAdmission.getPublic()),
          ),
        contact: () => contactInEdition(services, context),
      },
      context,
    ),
};
