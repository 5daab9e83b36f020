import type { BabyStepsPageData } from '@skp/shared';
import { loadSections } from './load-sections';
import { galleryPreview, heroImages, nullWhenNotSetUp, type SitePageDefinition } from './site-page';

/** Baby Steps (SPEC §2): hero, photo gallery, admission process with the prospectus, contact. */
export const babyStepsPage: SitePageDefinition<'babySteps'> = {
  name: 'babySteps',
  load: (services, context): Promise<BabyStepsPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'baby-steps'),
        gallery: () => galleryPreview(services, 'baby-steps'),
        admission: () => nullWhenNotSetUp(() => services.babyStepsAdmission.getPublic()),
        contact: () => nullWhenNotSetUp(() => services.contact.get()),
      },
      context,
    ),
};
