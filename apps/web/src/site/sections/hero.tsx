import type { HeroImage, SectionResult } from '@skp/shared';
import type { CSSProperties, ReactNode } from 'react';
import { ResponsiveImage } from '../ui/responsive-image';
import { useI18n } from '../i18n/site-i18n';
import { DomIsland } from '../island';
import type { HeroCarouselProps } from '../islands/hero-carousel';
import { fillText } from '../ui/fill-text';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import carousel from './hero-carousel.module.css';
import styles from './hero.module.css';

export interface HeroProps {
  /** The section's hero pictures as the server loaded them. */
  images: SectionResult<HeroImage[]>;
  /** Accessible name of the carousel region. */
  label: string;
  /** Height below and from 900px. */
  minHeight?: { xs: number; md: number };
  /** Autoplay interval (docs/requirements.md#limits: 3000 ms; the cricket hero 4000 ms). */
  intervalMs?: number;
  /** Title, lead text and buttons over the pictures. */
  children?: ReactNode;
}

/**
 * The hero pictures as the server renders them for the carousel island (islands/hero-carousel.ts,
 * plain DOM code): every slide, the first with its picture, the others with theirs in a <template>
 * (nothing downloads before the island runs, so nothing competes with the first picture on a slow
 * line), and previous, pause/play and next.
 */
function HeroSlides({ images }: { images: HeroImage[] }) {
  const { t } = useI18n();
  const count = images.length;
  return (
    <>
      <div aria-live={count > 1 ? 'off' : 'polite'} data-print="hide" className={carousel.slides}>
        {images.map((image, i) => {
          const picture = (
            <ResponsiveImage
              src={image.imageUrl}
              alt={image.altText || image.title}
              media={image.media}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          );
          return (
            <div
              key={image._id}
              role="group"
              aria-roledescription="slide"
              aria-label={fillText(t('hero.slide'), { index: i + 1, count })}
              aria-hidden={i !== 0}
              data-active={i === 0}
              className={carousel.slide}
            >
              {i === 0 ? picture : <template>{picture}</template>}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={carousel.controls}>
          <button
            type="button"
            aria-label={t('hero.previous')}
            data-hero-control="previous"
            className={carousel.control}
          >
            <Icon shape={icons.ChevronLeft} />
          </button>
          <button
            type="button"
            aria-label={t('hero.pause')}
            data-hero-control="toggle"
            data-play-label={t('hero.play')}
            data-pause-label={t('hero.pause')}
            className={carousel.control}
          >
            <Icon shape={icons.Pause} />
          </button>
          <button
            type="button"
            aria-label={t('hero.next')}
            data-hero-control="next"
            className={carousel.control}
          >
            <Icon shape={icons.ChevronRight} />
          </button>
        </div>
      )}
    </>
  );
}

/**
 * A page's hero: the pictures as a carousel island (plain DOM code, run when the browser is idle;
 * until then the first picture shows, served in the HTML), a gradient when there are none or they
 * failed.
 */
export function Hero({ images, label, minHeight = { xs: 460, md: 600 }, intervalMs, children }: HeroProps) {
  const list = images.ok ? images.data : [];
  const props: HeroCarouselProps = intervalMs ? { intervalMs } : {};
  const style = {
    '--hero-height-xs': `${minHeight.xs}px`,
    '--hero-height-md': `${minHeight.md}px`,
  } as CSSProperties;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-hero-state={images.ok ? 'ready' : 'failed'}
      data-print="hero"
      className={styles.hero}
      style={style}
    >
      <div className={styles.content}>{children}</div>
      {/* After the text in the DOM (the Tab order), behind it on screen (the text has z-index 1). */}
      {list.length > 0 && (
        <>
          <DomIsland name="hero-carousel" trigger="idle" props={props}>
            <HeroSlides images={list} />
          </DomIsland>
          <div aria-hidden="true" data-print="hide" className={styles.overlay} />
        </>
      )}
    </section>
  );
}

export const heroStyles = styles;
