import type { CampusPageData, StudentLifeEvent } from '@skp/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
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

/** SPEC §2: the four static campus highlights. */
export const CAMPUS_HIGHLIGHTS: readonly { title: string; text: string; icon: IconShape }[] = [
  {
    title: 'Green Campus',
    text: 'Shady trees, lawns and gardens across a clean, pollution-free campus on the edge of Deoghar.',
    icon: icons.Forest,
  },
  {
    title: 'Wi-Fi Enabled',
    text: 'High-speed internet in classrooms, laboratories, the library and the hostel.',
    icon: icons.Wifi,
  },
  {
    title: 'Security System',
    text: 'CCTV surveillance, guarded gates, visitor registration and trained staff round the clock.',
    icon: icons.Security,
  },
  {
    title: 'Smart Classrooms',
    text: 'Interactive digital boards and audio-visual lessons that make learning vivid.',
    icon: icons.SmartScreen,
  },
];

function EventCard({ event }: { event: StudentLifeEvent }) {
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
        <h3 className={card.title}>{event.title}</h3>
        {event.description && <p className={`${card.text} ${styles.text}`}>{event.description}</p>}
      </div>
    </div>
  );
}

/** The Campus page (SPEC §2): hero slider, four highlights, Student Life cards, Apply Now. */
export function CampusPage({ data }: { data: CampusPageData }) {
  return (
    <>
      <Hero images={data.hero} label="Campus pictures" minHeight={{ xs: 360, md: 480 }}>
        <div className={layout.container}>
          <h1 className={`${heroStyles.title} ${styles.heroTitle}`}>Our Campus</h1>
          <p className={`${heroStyles.lead} ${styles.heroLead}`}>
            A safe, green and modern campus where children learn, play and grow
          </p>
        </div>
      </Hero>
      <PageSection id="highlights" title="Campus Highlights">
        <div className={layout.gridSm2Md4}>
          {CAMPUS_HIGHLIGHTS.map((highlight) => (
            <div
              key={highlight.title}
              className={`${card.card} ${styles.highlight}`}
              data-testid="campus-highlight"
            >
              <div className={styles.highlightContent}>
                <div className={styles.avatar} aria-hidden="true">
                  <Icon shape={highlight.icon} />
                </div>
                <h3 className={card.title}>{highlight.title}</h3>
                <p className={`${card.text} ${styles.text}`}>{highlight.text}</p>
              </div>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection
        id="student-life"
        title="Student Life"
        subtitle="Festivals, competitions, trips and everyday moments on campus."
        tint="grey"
      >
        <SectionStates
          result={data.studentLife}
          errorText="Failed to load student life events"
          emptyText="No student life events available at the moment."
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
      <PageSection id="join" title="Become a Part of Our Campus">
        <div className={styles.join}>
          <p className={styles.joinText}>
            Admissions are open from Pre-Primary to Class 12. Visit us, or start your application today.
          </p>
          <ButtonLink href="/admissions" variant="contained" colour="secondary" size="large">
            Apply Now
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
