import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { PageSplash } from '../../../components/layout/splash-screen';
import { ActivitiesSection } from './activities-section';
import { CampusFacilitiesSection } from './campus-facilities-section';
import { DisclosuresSection } from './disclosures-section';
import { GallerySection } from './gallery-section';
import { HomeHero } from './home-hero';
import { JoinBanner } from './join-banner';
import { NoticesEventsSection } from './notices-events-section';
import { PoliciesSection } from './policies-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** The Home page: sections 1-9 of SPEC §2 in order, each loading on its own. */
export function HomePage() {
  const hero = useHeroImages('home');
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HomeHero />
      <GallerySection />
      <CampusFacilitiesSection />
      <ActivitiesSection />
      <NoticesEventsSection />
      <WhyChooseUsSection />
      <PoliciesSection />
      <DisclosuresSection />
      <JoinBanner />
    </>
  );
}
