import { useHeroImages } from '../../../components/hero-carousel/get-hero-images';
import { PageSplash } from '../../../components/layout/splash-screen';
import { HomeHero } from './home-hero';

/** The Home page: sections 1-9 of SPEC §2 in order, each loading on its own. */
export function HomePage() {
  const hero = useHeroImages('home');
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} />
      <HomeHero />
    </>
  );
}
