import { Container, Typography } from '@mui/material';
import type { HeroSection } from '@skp/shared';
import { useHeroImages } from '../hero-carousel/get-hero-images';
import { HeroCarousel } from '../hero-carousel/hero-carousel';
import { PageSplash } from '../layout/splash-screen';

export interface PlaceholderPageProps {
  title: string;
  tagline: string;
  heroSection: HeroSection;
  /** Cut the splash off after this many ms (Baby Steps: 1000). */
  splashMaxMs?: number;
}

/** A page's hero and heading while its sections are being built. */
export function PlaceholderPage({ title, tagline, heroSection, splashMaxMs }: PlaceholderPageProps) {
  const hero = useHeroImages(heroSection);
  return (
    <>
      <PageSplash loading={hero.status === 'loading'} maxDurationMs={splashMaxMs} />
      <HeroCarousel section={heroSection} label={`${title} pictures`} minHeight={{ xs: 320, md: 420 }}>
        <Container maxWidth="lg">
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, textShadow: '0 2px 8px rgba(0,0,0,0.4)' }}
          >
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1, textShadow: '0 1px 6px rgba(0,0,0,0.4)' }}>
            {tagline}
          </Typography>
        </Container>
      </HeroCarousel>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography color="text.secondary">More about {title} will appear here soon.</Typography>
      </Container>
    </>
  );
}
