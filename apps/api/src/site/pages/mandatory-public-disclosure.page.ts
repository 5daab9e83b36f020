import type { MandatoryPublicDisclosurePageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import type { SitePageDefinition } from '../page-definition';

/** CBSE's Mandatory Public Disclosure (Appendix IX): the same data as GET /api/public-disclosure. */
export const mandatoryPublicDisclosurePage: SitePageDefinition<'mandatoryPublicDisclosure'> = {
  name: 'mandatoryPublicDisclosure',
  load: (services, context): Promise<MandatoryPublicDisclosurePageData> =>
    loadSections({ disclosure: () => services.publicDisclosure.get() }, context),
};
