import { schoolToday, type AdmissionsPageData } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { DressCodeTable } from '../../sections/dress-code-table';
import { admissionEnquiryForm, EnquiryFormIsland } from '../../sections/enquiry-forms';
import { Hero } from '../../sections/hero';
import { PageHeroText } from '../../sections/page-hero-text';
import { PageSection } from '../../ui/page-section';
import { SectionError } from '../../ui/section-states';
import { AdmissionStepsSection } from './admission-steps-section';
import { ApplyButton } from './apply-button';
import { FeeSection } from './fee-section';
import { RequirementsSection } from './requirements-section';
import styles from './admissions.module.css';
import { PageText, usePageHeading } from '../../sections/page-intro';
import type { Registered, SitePageEntries } from '../../page-registry';

/** The dress code, or the message of docs/requirements.md#messages when it cannot be drawn (the rest of the page still shows). */
function DressCode({ failureText }: { failureText: string }) {
  try {
    return DressCodeTable({});
  } catch {
    return <SectionError text={failureText} />;
  }
}

/** The Admissions page (docs/requirements.md#admissions): hero with Apply, steps, requirements, dress code, fees, Apply again. */
export function AdmissionsPage({ data }: { data: AdmissionsPageData }) {
  const i18n = useI18n();
  const { t } = i18n;
  const portalUrl = (data.admission.ok && data.admission.data?.portalUrl) || undefined;
  return (
    <>
      <Hero images={data.hero} label={t('admissions.hero.pictures')} minHeight={{ xs: 380, md: 500 }}>
        <PageHeroText
          {...usePageHeading(data.intro, {
            title: t('admissions.hero.title'),
            lead: t('admissions.hero.lead'),
          })}
        >
          <ApplyButton portalUrl={portalUrl} />
        </PageHeroText>
      </Hero>
      <PageText intro={data.intro} />
      <AdmissionStepsSection />
      <RequirementsSection admission={data.admission} />
      <PageSection id="dress-code" title={t('dressCode.title')}>
        <DressCode failureText={t('dressCode.failure')} />
      </PageSection>
      <FeeSection fees={data.fees} />
      <PageSection id="apply" title={t('admissions.apply.title')}>
        <div className={styles.apply}>
          <div className={styles.applyText}>
            <p className={styles.applyLead}>{t('admissions.apply.lead')}</p>
            <ApplyButton portalUrl={portalUrl} colour="primary" />
          </div>
          <section
            aria-labelledby="admission-enquiry-heading"
            data-testid="admission-enquiry-slot"
            className={styles.enquiry}
          >
            <h3 id="admission-enquiry-heading" className={styles.enquiryHeading}>
              {t('admissions.apply.enquiry')}
            </h3>
            <EnquiryFormIsland form={admissionEnquiryForm(schoolToday(), i18n)} state={data.enquiry} />
          </section>
        </div>
      </PageSection>
    </>
  );
}

/** The page 'admissions', as entry-server.tsx finds it. */
export const sitePages = { admissions: { component: AdmissionsPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
