import type { HomePageData } from '@skp/shared';
import { ActivitiesSection } from './activities-section';
import { DisclosuresSection } from './disclosures-section';
import { FacilitiesSection } from './facilities-section';
import { GallerySection } from './gallery-section';
import { HomeHero } from './home-hero';
import { JoinBanner } from './join-banner';
import { NoticesEventsSection } from './notices-events-section';
import { PoliciesSection } from './policies-section';
import { WhyChooseUsSection } from './why-choose-us-section';
import { PageText } from '../../sections/page-intro';
import type { Registered, SitePageEntries } from '../../page-registry';

/** The Home page: sections 1-9 of docs/requirements.md#home in order, each in its loaded, empty or error state. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <>
      <HomeHero images={data.hero} intro={data.intro} />
      <PageText intro={data.intro} />
      <GallerySection
        galleryCovers={data.galleryCovers}
        starredPhotos={data.starredPhotos}
        galleryProbes={data.galleryProbes}
      />
      <FacilitiesSection />
      <ActivitiesSection activities={data.activities} />
      <NoticesEventsSection notices={data.notices} events={data.events} origin={data.origin} />
      <WhyChooseUsSection />
      <PoliciesSection policies={data.policies} />
      <DisclosuresSection disclosures={data.mandatoryDisclosures} />
      <JoinBanner />
    </>
  );
}

/** The page 'home', as entry-server.tsx finds it. */
export const sitePages = { home: { component: HomePage, chatButton: true } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
