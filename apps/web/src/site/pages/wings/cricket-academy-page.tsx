import type {
  Coach,
  CricketAcademyPageData,
  CricketContact,
  SectionResult,
  TrainingProgram,
} from '@skp/shared';
import { BRANDS } from '../../../components/layout/brand';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatPhone, formatRupees } from '../../../lib/formatters';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import { achievementsView } from './coach-achievements';
import { CRICKET_ACHIEVEMENTS, CRICKET_FACILITIES } from './cricket-content';
import { callHref, scheduleVisitHref } from './quick-enquiry';
import { Chip, FacilityCards, TickList } from './wing-cards';
import { WingGallery } from './wing-gallery';
import { WingHero } from './wing-hero';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';

/** SPEC §9: the cricket hero rotates every 4000 ms. */
export const CRICKET_HERO_INTERVAL_MS = 4000;

/** Where the brochure is served when the data does not say (SPEC §7). */
export const BROCHURE_PATH = '/api/cricket-academy-contact/brochure';

const FACILITY_ICONS = [
  icons.Grass,
  icons.SportsCricket,
  icons.SportsBaseball,
  icons.Videocam,
  icons.FitnessCenter,
  icons.MeetingRoom,
];

function ProgramCard({ program }: { program: TrainingProgram }) {
  return (
    <div className={`${card.card} ${card.column} ${styles.trainingCard}`} data-testid="training-program">
      <div className={`${card.content} ${card.grow}`}>
        <h3 className={styles.programTitle}>{program.levelName}</h3>
        {program.ageRange && <Chip tone="secondary">{program.ageRange}</Chip>}
        {program.tagline && <p className={`${card.text} ${styles.tagline}`}>{program.tagline}</p>}
        <TickList items={program.highlights ?? []} tone="primary" />
      </div>
      <p className={styles.fee} data-testid="monthly-fee">
        {formatRupees(program.monthlyFee)}
        <span className={styles.feeUnit}> / month</span>
      </p>
    </div>
  );
}

function CoachPhoto({ coach }: { coach: Coach }) {
  const src = coach.image?.url || coach.media?.url;
  if (!src) {
    return (
      <span className={styles.coachInitial} aria-hidden="true">
        {coach.name.charAt(0)}
      </span>
    );
  }
  return (
    <span className={styles.coachPhoto}>
      <ResponsiveImage
        src={src}
        alt={`${coach.name}, ${coach.designation}`}
        media={coach.media}
        sizes="140px"
        width={140}
        height={140}
      />
    </span>
  );
}

function Achievements({ coach }: { coach: Coach }) {
  const view = achievementsView(coach.achievements);
  if (view.kind === 'none') return null;
  return (
    <div className={styles.gapTopLarge}>
      <h4 className={styles.coachSubheading}>
        <span className={styles.secondaryText}>
          <Icon shape={icons.EmojiEvents} size="1.25rem" />
        </span>
        Achievements
      </h4>
      {view.kind === 'list' ? (
        <ul className={styles.achievements} data-testid="coach-achievements-list">
          {view.items.map((item) => (
            <li key={`${item.title}-${item.description}`}>
              <strong>{item.title}</strong>
              {item.title && item.description ? ': ' : ''}
              <span className={card.text}>{item.description}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`${card.text} ${styles.gapTop}`} data-testid="coach-achievements-text">
          {view.text}
        </p>
      )}
    </div>
  );
}

function CoachCard({ coach }: { coach: Coach }) {
  return (
    <div className={card.card} data-testid="coach-card">
      <div className={card.content}>
        <CoachPhoto coach={coach} />
        <div className={styles.coachName}>
          <h3 className={card.title}>{coach.name}</h3>
          <p className={styles.designation}>{coach.designation}</p>
          {coach.experience && <Chip tone="plain">{`Experience: ${coach.experience}`}</Chip>}
        </div>
        {coach.description && <p className={`${card.text} ${styles.gapTopLarge}`}>{coach.description}</p>}
        <Achievements coach={coach} />
        {(coach.skills ?? []).length > 0 && (
          <div className={styles.gapTopLarge}>
            <h4 className={styles.coachSubheading}>Skills</h4>
            <div className={styles.chips} data-testid="coach-skills">
              {coach.skills.map((skill) => (
                <Chip key={skill} tone="outlined" testId="coach-skill">
                  {skill}
                </Chip>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function QuickEnquiry({ contact }: { contact: CricketContact }) {
  const labels = contact.quickEnquiry;
  const visit = scheduleVisitHref(contact.email);
  const call = callHref(contact.phone);
  const brochure = contact.hasBrochure ? contact.brochureUrl || BROCHURE_PATH : undefined;
  return (
    <nav aria-label="Quick enquiry" className={styles.quickEnquiry}>
      <h3 className={styles.quickTitle}>Quick Enquiry</h3>
      <div className={styles.quickButtons}>
        {labels.scheduleVisitLabel && visit && (
          <ButtonLink
            href={visit}
            variant="contained"
            colour="secondary"
            size="large"
            startIcon={icons.Event}
          >
            {labels.scheduleVisitLabel}
          </ButtonLink>
        )}
        {labels.downloadBrochureLabel &&
          (brochure ? (
            <ButtonLink
              href={brochure}
              target="_blank"
              rel="noopener"
              variant="contained"
              size="large"
              startIcon={icons.Download}
              className={styles.brochure}
            >
              {labels.downloadBrochureLabel}
            </ButtonLink>
          ) : (
            <Button disabled variant="contained" size="large" startIcon={icons.Download}>
              {labels.downloadBrochureLabel}
            </Button>
          ))}
        {labels.callNowLabel && call && (
          <ButtonLink
            href={call}
            variant="outlined"
            colour="inherit"
            size="large"
            startIcon={icons.Phone}
            className={styles.heroOutlined}
          >
            {labels.callNowLabel}
          </ButtonLink>
        )}
      </div>
    </nav>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: IconShape;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.contactLine}>
      <span className={styles.primaryText}>
        <Icon shape={icon} />
      </span>
      <div className={styles.contactValue}>
        <h3 className={styles.cardHeading}>{label}</h3>
        {children}
      </div>
    </div>
  );
}

function Contact({ result }: { result: SectionResult<CricketContact | null> }) {
  const contact = result.ok ? result.data : null;
  return (
    <PageSection
      id="contact"
      title={contact?.title || 'Contact the Academy'}
      subtitle={contact?.description || undefined}
    >
      <SectionStates
        result={result}
        isEmpty={(data) => !data}
        errorText="Failed to load contact information"
        emptyText="Contact details will be available soon."
      >
        {(data) => (
          <div className={styles.contactGrid} data-testid="cricket-contact">
            <div className={card.card}>
              <div className={`${card.content} ${styles.contactLines}`}>
                {data!.location && (
                  <ContactLine icon={icons.LocationOn} label="Location">
                    <p className={card.text}>{data!.location}</p>
                  </ContactLine>
                )}
                {data!.phone && (
                  <ContactLine icon={icons.Phone} label="Phone">
                    <a href={callHref(data!.phone)}>{formatPhone(data!.phone)}</a>
                  </ContactLine>
                )}
                {data!.email && (
                  <ContactLine icon={icons.Email} label="Email">
                    <a href={`mailto:${data!.email}`}>{data!.email}</a>
                  </ContactLine>
                )}
              </div>
            </div>
            <QuickEnquiry contact={data!} />
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}

/** The Cricket Academy page (SPEC §2). */
export function CricketAcademyPage({ data }: { data: CricketAcademyPageData }) {
  return (
    <>
      <WingHero
        images={data.hero}
        label="Cricket Academy pictures"
        title="S.K.P. Cricket Academy"
        tagline={BRANDS.cricket.tagline}
        lead="Coaching for boys and girls from 6 to 19 years on turf wickets at Deoghar."
        primary={{ label: 'Training Programs', href: '#programs' }}
        secondary={{ label: 'Contact Us', href: '#contact' }}
        intervalMs={CRICKET_HERO_INTERVAL_MS}
      />
      <PageSection
        id="gallery"
        title="Gallery"
        subtitle="Practice, matches and moments from the academy ground."
      >
        <WingGallery result={data.gallery} slug="cricket-academy" label="Cricket Academy photos" />
      </PageSection>
      <PageSection
        id="programs"
        title="Training Programs"
        subtitle="Programs for every age and stage, from first grip to state trials."
      >
        <SectionStates
          result={data.programs}
          errorText="Failed to load training programs"
          emptyText="No programs available."
        >
          {(programs) => (
            <div className={layout.grid3}>
              {programs.map((program) => (
                <ProgramCard key={program._id ?? program.levelName} program={program} />
              ))}
            </div>
          )}
        </SectionStates>
      </PageSection>
      <PageSection
        id="coaches"
        title="Our Coaches"
        subtitle="Experienced, certified coaches who care about every player."
        tint="grey"
      >
        <SectionStates
          result={data.coaches}
          errorText="Failed to load coaches"
          emptyText="No coaches available at the moment."
        >
          {(coaches) => (
            <div className={layout.gridMd3}>
              {coaches.map((coach) => (
                <CoachCard key={coach._id ?? coach.name} coach={coach} />
              ))}
            </div>
          )}
        </SectionStates>
      </PageSection>
      <PageSection id="achievements" title="Achievements">
        <div className={layout.gridSm2Md4}>
          {CRICKET_ACHIEVEMENTS.map((item) => (
            <div key={item.title} className={`${card.card} ${styles.achievement}`}>
              <div className={card.content}>
                <p className={styles.figure}>{item.figure}</p>
                <h3 className={styles.cardHeading}>{item.title}</h3>
                <p className={`${card.text} ${styles.gapTop}`}>{item.text}</p>
              </div>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="facilities" title="Facilities" tint="grey">
        <FacilityCards facilities={CRICKET_FACILITIES} icons={FACILITY_ICONS} tone="primary" />
      </PageSection>
      <Contact result={data.cricketContact} />
    </>
  );
}
