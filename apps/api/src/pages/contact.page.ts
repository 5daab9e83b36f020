import type { ContactPageData } from '@skp/shared';
import { orNullWhenNotSetUp } from './admissions.page';
import { loadSections } from './load-sections';
import { heroImages, type SitePageDefinition } from './site-page';

/** Contact (SPEC §2): the hero and the school's contact details (also the road map picture). */
export const contactPage: SitePageDefinition<'contact'> = {
  name: 'contact',
  load: (services, context): Promise<ContactPageData> =>
    loadSections(
      {
        hero: () => heroImages(services, 'contact'),
        contact: () => orNullWhenNotSetUp(() => services.contact.get()),
      },
      context,
    ),
};
