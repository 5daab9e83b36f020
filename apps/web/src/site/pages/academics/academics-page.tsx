import { useI18n } from '../../i18n/site-i18n';
import type { AcademicsPageData } from '@skp/shared';
import { DressCodeTable } from '../../sections/dress-code-table';
import { Hero } from '../../sections/hero';
import { PageHeroText } from '../../sections/page-hero-text';
import { PageSection } from '../../ui/page-section';
import { CurriculumSection } from './curriculum-section';
import { FacultySection } from './faculty-section';
import { PageText, usePageHeading } from '../../sections/page-intro';
import type { Registered, SitePageEntries } from '../../page-registry';

/** The Academics page (docs/requirements.md#academics): hero slider, curriculum, faculty directory, dress code. */
export function AcademicsPage({ data }: { data: AcademicsPageData }) {
  const { t } = useI18n();
  return (
    <>
      <Hero images={data.hero} label={t('academics.hero.pictures')} minHeight={{ xs: 360, md: 480 }}>
        <PageHeroText
          {...usePageHeading(data.intro, {
            title: t('academics.hero.title'),
            lead: t('academics.hero.lead'),
          })}
        />
      </Hero>
      <PageText intro={data.intro} />
      <CurriculumSection curriculum={data.curriculum} />
      <FacultySection faculty={data.faculty} department={data.department} />
      <PageSection id="dress-code" title={t('dressCode.title')} subtitle={t('dressCode.subtitle')}>
        <DressCodeTable />
      </PageSection>
    </>
  );
}

/** The page 'academics', as entry-server.tsx finds it. */
export const sitePages = { academics: { component: AcademicsPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
