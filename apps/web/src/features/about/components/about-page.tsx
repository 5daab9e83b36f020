import { useState } from 'react';
import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { PageSplash } from '../../../components/layout/splash-screen';
import { ImageViewer, type ViewedImage } from '../../../components/ui/image-viewer';
import { AboutHero } from './about-hero';
import { AlumniCarouselSection } from './alumni-carousel-section';
import { AtAGlanceSection } from './at-a-glance-section';
import { HallOfFameSection } from './hall-of-fame-section';
import { HousesSection } from './houses-section';
import { LeadershipSection } from './leadership-section';
import { MilestonesSection } from './milestones-section';
import { ValuesSection } from './values-section';

/** The About Us page (SPEC §2): hero, story, leadership, values, houses, alumni and the mini cards. */
export function AboutPage() {
  const hero = useHeroImages('about');
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <AboutHero />
      <MilestonesSection />
      <LeadershipSection />
      <ValuesSection />
      <HousesSection />
      <HallOfFameSection onView={setViewed} />
      <AlumniCarouselSection onView={setViewed} />
      <AtAGlanceSection />
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
