import type { HeroImage, SectionResult } from '@skp/shared';
import { ButtonLink } from '../../ui/button';
import { layout } from '../../ui/layout';
import { Hero, heroStyles } from '../../sections/hero';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

/** SPEC §2 Home 1: the four hero buttons, in order. */
export const HOME_HERO_BUTTONS = [
  { label: 'Apply for Admission', to: '/admissions', variant: 'contained' },
  { label: 'Explore Academics', to: '/academics', variant: 'outlined' },
  { label: 'Explore', to: '/about', variant: 'outlined' },
  { label: 'SKP Vidya Vihar', to: '/about', variant: 'outlined' },
] as const;

export function HomeHero({ images }: { images: SectionResult<HeroImage[]> }) {
  return (
    <Hero images={images} label="S.K.P. Vidya Vihar pictures">
      <div className={layout.container}>
        <div className={styles.heroInner}>
          <p className={styles.badge}>Admissions open for 2024-25 · Pre-Primary to Class 12</p>
          <h1 className={`${heroStyles.title} ${styles.heroTitle}`}>Welcome to S.K.P. Vidya Vihar</h1>
          <p className={heroStyles.lead}>
            An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2, under
            the aegis of SKP Charitable Trust, Deoghar.
          </p>
          <div className={styles.heroButtons}>
            {HOME_HERO_BUTTONS.map((button) => (
              <ButtonLink
                key={button.label}
                href={button.to}
                variant={button.variant}
                colour={button.variant === 'contained' ? 'secondary' : 'inherit'}
                size="large"
                className={button.variant === 'outlined' ? styles.heroOutlined : undefined}
              >
                {button.label}
              </ButtonLink>
            ))}
          </div>
          <div className={styles.wingLinks}>
            <ButtonLink
              href="/baby-steps"
              colour="inherit"
              startIcon={icons.ChildCare}
              className={styles.wingLink}
            >
              Baby Steps
            </ButtonLink>
            <ButtonLink
              href="/wings/cricket-academy"
              colour="inherit"
              startIcon={icons.SportsCricket}
              className={styles.wingLink}
            >
              Cricket Academy
            </ButtonLink>
          </div>
        </div>
      </div>
    </Hero>
  );
}
