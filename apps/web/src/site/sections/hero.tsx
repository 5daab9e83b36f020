import type { HeroImage, SectionResult } from '@skp/shared';
import type { CSSProperties, ReactNode } from 'react';
import HeroCarousel from '../islands/hero-carousel';
import { useI18n } from '../i18n/site-i18n';
import { Island } from '../island';
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
 * A page's hero: the pictures as a carousel island (hydrated when the browser is idle; until then
 * the first picture shows, served in the HTML), a gradient when there are none or they failed.
 */
export function Hero({ images, label, minHeight = { xs: 460, md: 600 }, intervalMs, children }: HeroProps) {
  const { locale, t } = useI18n();
  const list = images.ok ? images.data : [];
  // English pages keep the island's own words (their props, and so their HTML, unchanged).
  const texts =
    locale === 'en'
      ? {}
      : {
          texts: {
            previous: t('hero.previous'),
            next: t('hero.next'),
            play: t('hero.play'),
            pause: t('hero.pause'),
            slide: t('hero.slide'),
          },
        };
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
          <Island
            name="hero-carousel"
            trigger="idle"
            component={HeroCarousel}
            props={{ images: list, ...(intervalMs ? { intervalMs } : {}), ...texts }}
          />
          <div aria-hidden="true" data-print="hide" className={styles.overlay} />
        </>
      )}
    </section>
  );
}

export const heroStyles = styles;
