import { useI18n } from '../../i18n/site-i18n';
import { heroVideo, type HeroImage, type PageContent, type SectionResult } from '@skp/shared';
import type { CSSProperties } from 'react';
import { AboutHeroVideo } from './about-hero-video';
import { Hero, heroStyles } from '../../sections/hero';
import { PageHeroText } from '../../sections/page-hero-text';
import { usePageHeading } from '../../sections/page-intro';

type PageCopy = SectionResult<PageContent | null>;

const MIN_HEIGHT = { xs: 380, md: 520 };

function HeroText({ intro }: { intro: PageCopy }) {
  const { t } = useI18n();
  return (
    <PageHeroText {...usePageHeading(intro, { title: t('about.hero.title'), lead: t('about.hero.lead') })} />
  );
}

/**
 * The About hero: a looping, muted, inline video with a poster when the About hero entries include a
 * video (the demo content has one); otherwise the About pictures as the hero carousel.
 */
export function AboutHero({ images, intro }: { images: SectionResult<HeroImage[]>; intro: PageCopy }) {
  const { t } = useI18n();
  const media = images.ok ? heroVideo(images.data) : null;
  if (!media) {
    return (
      <Hero images={images} label={t('about.hero.pictures')} minHeight={MIN_HEIGHT}>
        <HeroText intro={intro} />
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
    <section aria-label={t('about.hero.video')} data-print="hero" className={heroStyles.hero} style={style}>
      <AboutHeroVideo
        src={playback?.playbackUrl ?? media.video.imageUrl}
        {...(playback?.phonePlaybackUrl ? { phoneSrc: playback.phonePlaybackUrl } : {})}
        {...(playback ? { type: playback.mimeType } : {})}
        {...(poster ? { poster } : {})}
        label={media.video.altText || t('about.hero.videoLabel')}
        texts={{ play: t('about.hero.play'), pause: t('about.hero.pause') }}
      />
      <div aria-hidden="true" data-print="hide" className={heroStyles.overlay} />
      <div className={heroStyles.content}>
        <HeroText intro={intro} />
      </div>
    </section>
  );
}
