import type { AlumniCard, Alumnus, Milestone, SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { AT_A_GLANCE, HOUSES } from './about-content';
import { Island } from '../../island';
import AlumniCarousel from '../../islands/alumni-carousel';
import { ImageViewer } from '../../sections/image-viewer';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './about.module.css';
import * as icons from '../../ui/icon-paths';

/** Our Story & Vision: the milestones grid (year, title, description). */
export function MilestonesSection({ milestones }: { milestones: SectionResult<Milestone[]> }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <PageSection id="story" title={t('about.story.title')} subtitle={t('about.story.subtitle')}>
      <SectionStates
        result={milestones}
        errorText={t('about.story.error')}
        errorDetail={t('about.story.errorDetail')}
        emptyText={t('about.story.empty')}
      >
        {(list) => (
          <ol className={`${layout.grid3} ${styles.plainList}`}>
            {list.map((milestone) => (
              <li key={milestone._id}>
                <div className={card.outlined} data-testid="milestone-card">
                  <div className={card.content}>
                    <span className={styles.yearChip}>{milestone.year}</span>
                    <h3 className={card.title} lang={lang(milestone, 'title')}>
                      {milestone.title}
                    </h3>
                    {milestone.description && (
                      <p className={`${card.text} ${styles.gap8}`} lang={lang(milestone, 'description')}>
                        {milestone.description}
                      </p>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </SectionStates>
    </PageSection>
  );
}

function ValueCard({ icon, title, children }: { icon: IconShape; title: string; children: ReactNode }) {
  return (
    <div className={`${card.card} ${styles.valueCard}`}>
      <div className={card.content}>
        <span className={styles.valueIcon} aria-hidden="true">
          <Icon shape={icon} size="2.1875rem" />
        </span>
        <h3 className={styles.valueTitle}>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** The static Aims & Objectives, Motto and Vision cards. */
const AIMS = ['values', 'wholeChild', 'curiosity', 'discipline', 'roots'] as const;

export function ValuesSection() {
  const { t } = useI18n();
  return (
    <PageSection id="values" title={t('about.values.title')}>
      <div className={layout.gridMd3}>
        <ValueCard icon={icons.Flag} title={t('about.values.aimsTitle')}>
          <ul className={styles.aims}>
            {AIMS.map((aim) => (
              <li key={aim}>{t(`about.values.aims.${aim}`)}</li>
            ))}
          </ul>
        </ValueCard>
        <ValueCard icon={icons.Lightbulb} title={t('about.values.mottoTitle')}>
          <p className={styles.motto}>{t('about.values.motto')}</p>
          <p>{t('about.values.mottoMeaning')}</p>
        </ValueCard>
        <ValueCard icon={icons.Visibility} title={t('about.values.visionTitle')}>
          <p>{t('about.values.vision')}</p>
        </ValueCard>
      </div>
    </PageSection>
  );
}

/** The four School Houses in their colours, each with its motto. */
export function HousesSection() {
  const { t } = useI18n();
  return (
    <PageSection
      id="houses"
      title={t('about.houses.title')}
      subtitle={t('about.houses.subtitle')}
      tint="grey"
    >
      <div className={layout.gridSm2Md4}>
        {HOUSES.map((house) => (
          <div
            key={house.name}
            data-testid="house-card"
            data-colour={house.colour}
            className={`${card.card} ${styles.house}`}
            style={{ backgroundColor: house.background, color: house.text }}
          >
            <Icon shape={icons.Shield} size="48px" className={styles.houseIcon} />
            <h3 className={styles.houseName}>{t(`about.houses.names.${house.name}`)}</h3>
            <p className={styles.houseColour}>
              {t('about.houses.colourHouse', { colour: t(`about.houses.colours.${house.colour}`) })}
            </p>
            <p className={styles.houseMotto}>“{t(`about.houses.mottos.${house.name}`)}”</p>
          </div>
        ))}
      </div>
    </PageSection>
  );
}

/** Hall of Fame: alumni cards (photo, name, year, current post, achievements); a photo opens the viewer. */
export function HallOfFameSection({ alumni }: { alumni: SectionResult<Alumnus[]> }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <PageSection
      id="hall-of-fame"
      title={t('about.hallOfFame.title')}
      subtitle={t('about.hallOfFame.subtitle')}
    >
      <SectionStates
        result={alumni}
        errorText={t('about.hallOfFame.error')}
        errorDetail={t('about.hallOfFame.errorDetail')}
        emptyText={t('about.hallOfFame.empty')}
      >
        {(list) => (
          <div className={layout.gridSm2Md4}>
            {list.map((person) => (
              <div key={person._id} className={card.card} data-testid="alumni-card">
                {person.imageUrl ? (
                  <ImageViewer
                    src={person.imageUrl}
                    alt={t('about.hallOfFame.photoOf', { name: person.name })}
                    media={person.media}
                    label={t('about.hallOfFame.viewPhotoOf', { name: person.name })}
                    closeLabel={t('common.closeViewer')}
                    caption={person.name}
                    sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw"
                    width={800}
                    height={800}
                    className={styles.square}
                  />
                ) : (
                  <div className={`${styles.square} ${styles.trophy}`}>
                    <Icon shape={icons.EmojiEvents} size="72px" />
                  </div>
                )}
                <div className={card.content}>
                  <h3 className={card.title}>{person.name}</h3>
                  {person.graduationYear && (
                    <p className={styles.classOf}>
                      {t('about.hallOfFame.classOf', { year: person.graduationYear })}
                    </p>
                  )}
                  {person.currentPost && (
                    <p className={styles.post} lang={lang(person, 'currentPost')}>
                      {person.currentPost}
                    </p>
                  )}
                  {person.achievements && (
                    <p className={`${card.body} ${styles.gap8}`} lang={lang(person, 'achievements')}>
                      {person.achievements}
                    </p>
                  )}
                </div>
              </div>
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}

/** Alumni Moments: the alumni pictures as a carousel island, hydrated when the visitor first touches it. */
export function AlumniMomentsSection({ cards }: { cards: SectionResult<AlumniCard[]> }) {
  const { locale, t } = useI18n();
  const texts =
    locale === 'en'
      ? {}
      : {
          texts: {
            viewPicture: t('about.alumniMoments.viewPicture'),
            region: t('about.alumniMoments.region'),
            previous: t('about.alumniMoments.previous'),
            next: t('about.alumniMoments.next'),
            slide: t('hero.slide'),
            showPicture: t('about.alumniMoments.showPicture'),
            closeViewer: t('common.closeViewer'),
          },
        };
  return (
    <PageSection id="alumni-moments" title={t('about.alumniMoments.title')} narrow tint="grey">
      <SectionStates
        result={cards}
        errorText={t('about.alumniMoments.error')}
        errorDetail={t('about.alumniMoments.errorDetail')}
        emptyText={t('about.alumniMoments.empty')}
      >
        {(list) => (
          <Island
            name="alumni-carousel"
            trigger="interaction"
            component={AlumniCarousel}
            props={{ cards: list, ...texts }}
          />
        )}
      </SectionStates>
    </PageSection>
  );
}

/** The mini card section: short facts about the school at a glance. */
export function AtAGlanceSection() {
  const { t } = useI18n();
  return (
    <PageSection id="at-a-glance" title={t('about.glance.title')} tint="grey">
      <div className={styles.glance}>
        {AT_A_GLANCE.map((fact) => (
          <div key={fact} className={`${card.outlined} ${styles.mini}`} data-testid="mini-card">
            <h3 className={styles.miniTitle}>{t(`about.glance.facts.${fact}.label`)}</h3>
            <p className={`${card.body} ${styles.gap4}`}>{t(`about.glance.facts.${fact}.detail`)}</p>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
