import type { HeroImage } from '@skp/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { wrapIndex } from '../../components/hero-carousel/wrap-index';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { fillText } from '../ui/fill-text';
import { Icon } from '../ui/icon';
import styles from './hero-carousel.module.css';
import * as icons from '../ui/icon-paths';

/** docs/requirements.md#limits: autoplay every 3000 ms (the transition, 1000 ms, is in the CSS). */
export const HERO_AUTOPLAY_MS = 3000;

/** The controls' words; English when absent. '{{index}}' and '{{count}}' are filled in. */
export interface HeroCarouselTexts {
  previous: string;
  next: string;
  play: string;
  pause: string;
  slide: string;
}

const ENGLISH_TEXTS: HeroCarouselTexts = {
  previous: 'Previous slide',
  next: 'Next slide',
  play: 'Play slideshow',
  pause: 'Pause slideshow',
  slide: '{{index}} of {{count}}',
};

export interface HeroCarouselProps {
  images: HeroImage[];
  intervalMs?: number;
  texts?: HeroCarouselTexts;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Only the current slide and its neighbours hold a picture (the next one preloads, the last fades out). */
function isNear(i: number, current: number, count: number) {
  return i === current || i === wrapIndex(current + 1, count) || i === wrapIndex(current - 1, count);
}

/** The hero pictures: a looping autoplay carousel with previous, pause/play and next. */
export default function HeroCarousel({
  images,
  intervalMs = HERO_AUTOPLAY_MS,
  texts = ENGLISH_TEXTS,
}: HeroCarouselProps) {
  const count = images.length;
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The server's HTML holds the first picture only, so nothing competes with it for a slow line;
  // its neighbours join once the island runs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const current = wrapIndex(index, count);
  const playing = count > 1 && !paused && !reducedMotion;

  // Autoplay keeps going after the visitor uses the controls; only Pause (or reduced motion) stops it.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  return (
    <>
      <div aria-live={playing ? 'off' : 'polite'} data-print="hide" className={styles.slides}>
        {images.map((image, i) => (
          <div
            key={image._id}
            role="group"
            aria-roledescription="slide"
            aria-label={fillText(texts.slide, { index: i + 1, count })}
            aria-hidden={i !== current}
            data-active={i === current}
            className={styles.slide}
          >
            {(i === current || (hydrated && isNear(i, current, count))) && (
              <ResponsiveImage
                src={image.imageUrl}
                alt={image.altText || image.title}
                media={image.media}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" aria-label={texts.previous} onClick={() => go(-1)} className={styles.control}>
            <Icon shape={icons.ChevronLeft} />
          </button>
          <button
            type="button"
            aria-label={paused ? texts.play : texts.pause}
            onClick={() => setPaused((p) => !p)}
            className={styles.control}
          >
            <Icon shape={paused ? icons.PlayArrow : icons.Pause} />
          </button>
          <button type="button" aria-label={texts.next} onClick={() => go(1)} className={styles.control}>
            <Icon shape={icons.ChevronRight} />
          </button>
        </div>
      )}
    </>
  );
}
