import { useI18n } from '../../i18n/site-i18n';
import type { HeroImage, PageContent, SectionResult } from '@skp/shared';
import { usePageHeading } from '../../sections/page-intro';
import { ButtonLink } from '../../ui/button';
import { layout } from '../../ui/layout';
import { Hero, heroStyles } from '../../sections/hero';
import styles from './home.module.css';
import * as icons from '../../ui/icon-paths';

/** docs/requirements.md#home, section 1: the four hero buttons, in order. */
export const HOME_HERO_BUTTONS = [
  { key: 'home.hero.apply', to: '/admissions', variant: 'contained' },
  { key: 'home.hero.exploreAcademics', to: '/academics', variant: 'outlined' },
  { key: 'home.hero.explore', to: '/about', variant: 'outlined' },
  // The school's short name (settings), not a catalogue text.
  { key: 'shortName', to: '/about', variant: 'outlined' },
] as const;

export function HomeHero({
  images,
  intro,
}: {
  images: SectionResult<HeroImage[]>;
  intro: SectionResult<PageContent | null>;
}) {
  const { t, href, school, schoolTexts } = useI18n();
  const copy = intro.ok ? intro.data : null;
  // Home's page text names the school its welcome line greets with: 'Welcome to <title>'.
  const heading = usePageHeading(
    copy?.title
      ? { ok: true, data: { ...copy, title: t('home.hero.title', { school: copy.title }) } }
      : intro,
    { title: t('home.hero.title'), lead: t('home.hero.lead') },
  );
  const wings = school.wings;
  return (
    <Hero images={images} label={t('home.hero.pictures')}>
      <div className={layout.container}>
        <div className={styles.heroInner}>
          <p className={styles.badge}>{t('home.hero.badge')}</p>
          <h1 className={`${heroStyles.title} ${styles.heroTitle}`} lang={heading.titleLang}>
            {heading.title}
          </h1>
          <p className={heroStyles.lead} lang={heading.leadLang}>
            {heading.lead}
          </p>
          <div className={styles.heroButtons}>
            {HOME_HERO_BUTTONS.map((button) => (
              <ButtonLink
                key={button.key}
                href={href(button.to)}
                variant={button.variant}
                colour={button.variant === 'contained' ? 'secondary' : 'inherit'}
                size="large"
                className={button.variant === 'outlined' ? styles.heroOutlined : undefined}
              >
                {button.key === 'shortName' ? schoolTexts.shortName : t(button.key)}
              </ButtonLink>
            ))}
          </div>
          <div className={styles.wingLinks}>
            {wings.babySteps.enabled && (
              <ButtonLink
                href={href('/baby-steps')}
                colour="inherit"
                startIcon={icons.ChildCare}
                className={styles.wingLink}
              >
                {t('nav.babySteps')}
              </ButtonLink>
            )}
            {wings.cricketAcademy.enabled && (
              <ButtonLink
                href={href('/wings/cricket-academy')}
                colour="inherit"
                startIcon={icons.SportsCricket}
                className={styles.wingLink}
              >
                {t('nav.cricketAcademy')}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </Hero>
  );
}
