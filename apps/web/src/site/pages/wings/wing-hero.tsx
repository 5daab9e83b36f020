import type { HeroImage, SectionResult } from '@skp/shared';
import { Hero, heroStyles } from '../../sections/hero';
import { ButtonLink } from '../../ui/button';
import { layout } from '../../ui/layout';
import styles from './wings.module.css';

export interface WingHeroProps {
  images: SectionResult<HeroImage[]>;
  /** Accessible name of the carousel region, e.g. 'Baby Steps pictures'. */
  label: string;
  title: string;
  /** The wing's tagline (docs/requirements.md#header), as in the header. */
  tagline: string;
  lead: string;
  /** The two buttons: the wing's main section, then its contact. */
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
  /** Autoplay interval (the cricket hero: 4000 ms). */
  intervalMs?: number;
}

/** The hero of a wing page (Baby Steps, Cricket Academy): pictures, title, tagline, lead and two buttons. */
export function WingHero({
  images,
  label,
  title,
  tagline,
  lead,
  primary,
  secondary,
  intervalMs,
}: WingHeroProps) {
  return (
    <Hero images={images} label={label} minHeight={{ xs: 420, md: 550 }} intervalMs={intervalMs}>
      <div className={layout.container}>
        <div className={styles.heroInner}>
          <h1 className={`${heroStyles.title} ${styles.heroTitle}`}>{title}</h1>
          <p className={styles.heroTagline} data-testid="wing-tagline">
            {tagline}
          </p>
          <p className={heroStyles.lead}>{lead}</p>
          <div className={styles.heroButtons}>
            <ButtonLink href={primary.href} variant="contained" colour="secondary" size="large">
              {primary.label}
            </ButtonLink>
            <ButtonLink
              href={secondary.href}
              variant="outlined"
              colour="inherit"
              size="large"
              className={styles.heroOutlined}
            >
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Hero>
  );
}
