import { admissionEnquiryInputSchema, feeListQuerySchema, type AdmissionsPageData } from '@skp/shared';
import { loadSections } from '../load-sections';
import { pageForm, sentQuery, sentState } from '../page-forms';
import {
  heroImages,
  pageCopyInEdition,
  inEdition,
  nullWhenNotSetUp,
  singletonInEdition,
  type SitePageDefinition,
} from '../page-definition';

/** docs/requirements.md#limits: the Admissions page asks for up to 100 fee structures. */
const FEES_LIMIT = '100';

/** Admissions (docs/requirements.md#admissions): the hero, the admission information (requirements, portal), the fees, the enquiry. */
export const admissionsPage: SitePageDefinition<'admissions'> = {
  name: 'admissions',
  query: sentQuery,
  load: async (services, context): Promise<AdmissionsPageData> => ({
    ...(await loadSections(
      {
        hero: () => heroImages(services, 'admissions'),
        intro: () => pageCopyInEdition(services, context, 'admissions'),
        admission: async () =>
          singletonInEdition(
            services,
            context,
            'admission',
            'admission',
            await nullWhenNotSetUp(() => services.admission.info()),
          ),
        fees: async () =>
          inEdition(
            services,
            context,
            'fees',
            (
              await services.fees.list(
                feeListQuerySchema.parse({ limit: FEES_LIMIT, sortBy: 'displayOrder', sortOrder: 'asc' }),
              )
            ).feeStructures,
          ),
      },
      context,
    )),
    ...sentState(context.query),
  }),
  form: pageForm('admission-enquiry', admissionEnquiryInputSchema, (services, input, clientAddress, locale) =>
    services.enquiries.submitAdmission(input, clientAddress, locale),
  ),
};
