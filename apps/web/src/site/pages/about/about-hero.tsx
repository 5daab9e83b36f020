import { heroVideo, type HeroImage, type SectionResult } from '@skp/shared';
import type { CSSProperties } from 'react';
import { Island } from '../../island';
import AboutHeroVideo from '../../islands/about-hero-video';
import { Hero, heroStyles } from '../../sections/hero';
import { PageHeroText } from '../../sections/page-hero-text';

const MIN_HEIGHT = { xs: 380, md: 520 };

function HeroText() {
  return (
    <PageHeroText title="About Us" lead="Our story, our vision and the people behind S.K.P. Vidya Vihar" />
  );
}

/**
 * The About hero: a looping, muted, inline video with a poster when the About hero entries include a
 * video (the demo content has one); otherwise the About pictures as the hero carousel.
 */
export function AboutHero({ images }: { images: SectionResult<HeroImage[]> }) {
  const media = images.ok ? heroVideo(images.data) : null;
  if (!media) {
    return (
      <Hero images={images} label="About Us pictures" minHeight={MIN_HEIGHT}>
        <HeroText />
      </Hero>
    );
  }
  const poster = media.posterUrl;
  const playback = media.video.media?.video;
  const style = {
    '--hero-height-xs': `${MIN_HEIGHT.xs}px`,
    '--hero-height-md': `${MIN_HEIGHT.md}px`,
  } as CSSProperties;
  return (
    <section aria-label="About Us video" data-print="hero" className={heroStyles.hero} style={style}>
      <Island
        name="about-hero-video"
        trigger="idle"
        component={AboutHeroVideo}
        props={{
          src: playback?.playbackUrl ?? media.video.imageUrl,
          ...(playback ? { type: playback.mimeType } : {}),
          ...(poster ? { poster } : {}),
          label: media.video.altText || 'A walk through the S.K.P. Vidya Vihar campus',
        }}
      />
      <div aria-hidden="true" data-print="hide" className={heroStyles.overlay} />
      <div className={heroStyles.content}>
        <HeroText />
      </div>
    </section>
  );
}
