import type { AboutPageData } from '@skp/shared';
import { AboutHero } from './about-hero';
import {
  AlumniMomentsSection,
  AtAGlanceSection,
  HallOfFameSection,
  HousesSection,
  MilestonesSection,
  ValuesSection,
} from './about-sections';
import { LeadershipSection } from './leadership-section';
import { PageText } from '../../sections/page-intro';
import type { Registered, SitePageEntries } from '../../page-registry';

/** The About Us page (docs/requirements.md#about): hero, story, leadership, values, houses, alumni and the mini cards. */
export function AboutPage({ data }: { data: AboutPageData }) {
  return (
    <>
      <AboutHero images={data.hero} intro={data.intro} />
      <PageText intro={data.intro} />
      <MilestonesSection milestones={data.milestones} />
      <LeadershipSection leaders={data.leaders} />
      <ValuesSection />
      <HousesSection />
      <HallOfFameSection alumni={data.alumni} />
      <AlumniMomentsSection cards={data.alumniCards} />
      <AtAGlanceSection />
    </>
  );
}

/** The page 'about', as entry-server.tsx finds it. */
export const sitePages = { about: { component: AboutPage, chatButton: true } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
