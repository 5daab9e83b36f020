import type { AlumniCard, Alumnus, Milestone, SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import { AIMS_AND_OBJECTIVES, AT_A_GLANCE, HOUSES, MOTTO, VISION } from './about-content';
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
  return (
    <PageSection
      id="story"
      title="Our Story & Vision"
      subtitle="From a small beginning in Deoghar to a CBSE school up to Class 12: the milestones of our journey."
    >
      <SectionStates
        result={milestones}
        errorText="Failed to load milestones"
        errorDetail="Failed to fetch milestones data"
        emptyText="No milestones available at the moment"
      >
        {(list) => (
          <ol className={`${layout.grid3} ${styles.plainList}`}>
            {list.map((milestone) => (
              <li key={milestone._id}>
                <div className={card.outlined} data-testid="milestone-card">
                  <div className={card.content}>
                    <span className={styles.yearChip}>{milestone.year}</span>
                    <h3 className={card.title}>{milestone.title}</h3>
                    {milestone.description && (
                      <p className={`${card.text} ${styles.gap8}`}>{milestone.description}</p>
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
export function ValuesSection() {
  return (
    <PageSection id="values" title="What We Stand For">
      <div className={layout.gridMd3}>
        <ValueCard icon={icons.Flag} title="Aims & Objectives">
          <ul className={styles.aims}>
            {AIMS_AND_OBJECTIVES.map((aim) => (
              <li key={aim}>{aim}</li>
            ))}
          </ul>
        </ValueCard>
        <ValueCard icon={icons.Lightbulb} title="Motto">
          <p className={styles.motto}>{MOTTO.text}</p>
          <p>{MOTTO.meaning}</p>
        </ValueCard>
        <ValueCard icon={icons.Visibility} title="Vision">
          <p>{VISION}</p>
        </ValueCard>
      </div>
    </PageSection>
  );
}

/** The four School Houses in their colours, each with its motto. */
export function HousesSection() {
  return (
    <PageSection
      id="houses"
      title="School Houses"
      subtitle="Every student belongs to one of four houses, which compete in sport, culture and academics through the year."
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
            <h3 className={styles.houseName}>{house.name}</h3>
            <p className={styles.houseColour}>{house.colour} house</p>
            <p className={styles.houseMotto}>“{house.motto}”</p>
          </div>
        ))}
      </div>
    </PageSection>
  );
}

/** Hall of Fame: alumni cards (photo, name, year, current post, achievements); a photo opens the viewer. */
export function HallOfFameSection({ alumni }: { alumni: SectionResult<Alumnus[]> }) {
  return (
    <PageSection id="hall-of-fame" title="Hall of Fame" subtitle="Former students who make us proud.">
      <SectionStates
        result={alumni}
        errorText="Failed to load alumni"
        errorDetail="Failed to fetch alumni data"
        emptyText="No alumni information available"
      >
        {(list) => (
          <div className={layout.gridSm2Md4}>
            {list.map((person) => (
              <div key={person._id} className={card.card} data-testid="alumni-card">
                {person.imageUrl ? (
                  <ImageViewer
                    src={person.imageUrl}
                    alt={`Photo of ${person.name}`}
                    media={person.media}
                    label={`View photo of ${person.name}`}
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
                    <p className={styles.classOf}>Class of {person.graduationYear}</p>
                  )}
                  {person.currentPost && <p className={styles.post}>{person.currentPost}</p>}
                  {person.achievements && (
                    <p className={`${card.body} ${styles.gap8}`}>{person.achievements}</p>
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

/** Alumni Moments: the alumni pictures as a carousel island, hydrated when it comes into view. */
export function AlumniMomentsSection({ cards }: { cards: SectionResult<AlumniCard[]> }) {
  return (
    <PageSection id="alumni-moments" title="Alumni Moments" narrow tint="grey">
      <SectionStates
        result={cards}
        errorText="Failed to load alumni cards"
        errorDetail="Failed to fetch alumni cards"
        emptyText="No alumni cards available"
      >
        {(list) => (
          <Island
            name="alumni-carousel"
            trigger="visible"
            component={AlumniCarousel}
            props={{ cards: list }}
          />
        )}
      </SectionStates>
    </PageSection>
  );
}

/** The mini card section: short facts about the school at a glance. */
export function AtAGlanceSection() {
  return (
    <PageSection id="at-a-glance" title="At a Glance" tint="grey">
      <div className={styles.glance}>
        {AT_A_GLANCE.map((fact) => (
          <div key={fact.label} className={`${card.outlined} ${styles.mini}`} data-testid="mini-card">
            <h3 className={styles.miniTitle}>{fact.label}</h3>
            <p className={`${card.body} ${styles.gap4}`}>{fact.detail}</p>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
