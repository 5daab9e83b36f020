import type { PrivacyPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import { contactInEdition, type SitePageDefinition } from '../page-definition';

/**
 * The privacy notice (/privacy, /hi/privacy): made from the data inventory and Settings > Privacy,
 * in its version in force (a change makes a new one; the page shows its date).
 */
export const privacyPage: SitePageDefinition<'privacy'> = {
  name: 'privacy',
  load: (services, context): Promise<PrivacyPageData> =>
    loadSections(
      {
        notice: () => services.privacy.notice(),
        contact: () => contactInEdition(services, context),
      },
      context,
    ),
};
