import { enquiryInputSchema, type ContactPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import { pageForm, sentQuery, sentState } from '../page-forms';
import { contactInEdition, heroImages, pageCopyInEdition, type SitePageDefinition } from '../page-definition';

/** Contact (docs/requirements.md#contact): the hero, the school's contact details (also the road map picture), Quick Enquiry. */
export const contactPage: SitePageDefinition<'contact'> = {
  name: 'contact',
  query: sentQuery,
  load: async (services, context): Promise<ContactPageData> => ({
    ...(await loadSections(
      {
        hero: () => heroImages(services, 'contact'),
        intro: () => pageCopyInEdition(services, context, 'contact'),
        contact: () => contactInEdition(services, context),
      },
      context,
    )),
    ...sentState(context.query),
  }),
  form: pageForm('quick-enquiry', enquiryInputSchema, (services, input, clientAddress, locale) =>
    services.enquiries.submitEnquiry(input, clientAddress, locale),
  ),
};
