import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import type { CampusPageData, StudentLifeEvent } from '@skp/shared';
import { ResponsiveImage } from '../../ui/responsive-image';
import { Hero, heroStyles } from '../../sections/hero';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './campus.module.css';
import * as icons from '../../ui/icon-paths';
import type { Registered, SitePageEntries } from '../../page-registry';

/** docs/requirements.md#campus: the four static campus highlights. */
export const CAMPUS_HIGHLIGHTS = [
  {
    key: 'green',
    icon: icons.Forest,
  },
  {
    key: 'wifi',
    icon: icons.Wifi,
  },
  {
    key: 'security',
    icon: icons.Security,
  },
  {
    key: 'smart',
    icon: icons.SmartScreen,
  },
] as const satisfies readonly { key: string; icon: IconShape }[];

function EventCard({ event }: { event: StudentLifeEvent }) {
  const lang = useContentLang();
  return (
    <div className={card.card} data-testid="student-life-card">
      {event.image && (
        <div className={styles.picture}>
          <ResponsiveImage
            src={event.image}
            alt={event.title}
            media={event.media}
            sizes="(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw"
            width={1200}
            height={800}
          />
        </div>
      )}
      <div className={card.content}>
        <h3 className={card.title} lang={lang(event, 'title')}>
          {event.title}
        </h3>
        {event.description && (
          <p className={`${card.text} ${styles.text}`} lang={lang(event, 'description')}>
            {event.description}
          </p>
        )}
      </div>
    </div>
  );
}

/** The Campus page (docs/requirements.md#campus): hero slider, four highlights, Student Life cards, Apply Now. */
export function CampusPage({ data }: { data: CampusPageData }) {
  const { t, href } = useI18n();
  return (
    <>
      <Hero images={data.hero} label={t('campus.hero.pictures')} minHeight={{ xs: 360, md: 480 }}>
        <div className={layout.container}>
          <h1 className={`${heroStyles.title} ${styles.heroTitle}`}>{t('campus.hero.title')}</h1>
          <p className={`${heroStyles.lead} ${styles.heroLead}`}>{t('campus.hero.lead')}</p>
        </div>
      </Hero>
      <PageSection id="highlights" title={t('campus.highlights.title')}>
        <div className={layout.gridSm2Md4}>
          {CAMPUS_HIGHLIGHTS.map((highlight) => (
            <div
              key={highlight.key}
              className={`${card.card} ${styles.highlight}`}
              data-testid="campus-highlight"
            >
              <div className={styles.highlightContent}>
                <div className={styles.avatar} aria-hidden="true">
                  <Icon shape={highlight.icon} />
                </div>
                <h3 className={card.title}>{t(`campus.highlights.${highlight.key}.title`)}</h3>
                <p className={`${card.text} ${styles.text}`}>
                  {t(`campus.highlights.${highlight.key}.text`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection
        id="student-life"
        title={t('campus.studentLife.title')}
        subtitle={t('campus.studentLife.subtitle')}
        tint="grey"
      >
        <SectionStates
          result={data.studentLife}
          errorText={t('campus.studentLife.error')}
          emptyText={t('campus.studentLife.empty')}
        >
          {(events) => (
            <div className={layout.grid3}>
              {events.map((event) => (
                <EventCard key={event._id} event={event} />
              ))}
            </div>
          )}
        </SectionStates>
      </PageSection>
      <PageSection id="join" title={t('campus.join.title')}>
        <div className={styles.join}>
          <p className={styles.joinText}>{t('campus.join.text')}</p>
          <ButtonLink href={href('/admissions')} variant="contained" colour="secondary" size="large">
            {t('common.applyNow')}
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}

/** The page 'campus', as entry-server.tsx finds it. */
export const sitePages = { campus: { component: CampusPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
