import { themeHeader } from '@skp/shared';
import type { Coach, CricketAcademyPageData, CricketContact, TrainingProgram } from '@skp/shared';
import { ResponsiveImage } from '../../ui/responsive-image';
import { formatPhone } from '../../ui/formatters';
import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import { achievementsView } from './coach-achievements';
import { CRICKET_ACHIEVEMENTS } from './cricket-content';
import { callHref, scheduleVisitHref } from './quick-enquiry';
import { Chip, TickList, WingContactSection, WingFacilities } from './wing-cards';
import { WingGallery } from './wing-gallery';
import { WingHero } from './wing-hero';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';
import type { Registered, SitePageEntries } from '../../page-registry';

/** docs/requirements.md#limits: the cricket hero rotates every 4000 ms. */
export const CRICKET_HERO_INTERVAL_MS = 4000;

/** Where the brochure is served when the data does not say (docs/requirements.md#api-calls). */
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
  const { t, rupees } = useI18n();
  const lang = useContentLang();
  return (
    <div className={`${card.card} ${card.column} ${styles.trainingCard}`} data-testid="training-program">
      <div className={`${card.content} ${card.grow}`}>
        <h3 className={styles.programTitle} lang={lang(program, 'levelName')}>
          {program.levelName}
        </h3>
        {program.ageRange && (
          <span lang={lang(program, 'ageRange')}>
            <Chip tone="secondary">{program.ageRange}</Chip>
          </span>
        )}
        {program.tagline && (
          <p className={`${card.text} ${styles.tagline}`} lang={lang(program, 'tagline')}>
            {program.tagline}
          </p>
        )}
        <div lang={lang(program, 'highlights')}>
          <TickList items={program.highlights ?? []} tone="primary" />
        </div>
      </div>
      <p className={styles.fee} data-testid="monthly-fee">
        {rupees(program.monthlyFee)}
        <span className={styles.feeUnit}>{t('wings.cricket.perMonth')}</span>
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
  const { t } = useI18n();
  const view = achievementsView(coach.achievements);
  if (view.kind === 'none') return null;
  return (
    <div className={styles.gapTopLarge}>
      <h4 className={styles.coachSubheading}>
        <span className={styles.secondaryText}>
          <Icon shape={icons.EmojiEvents} size="1.25rem" />
        </span>
        {t('wings.cricket.coachAchievements')}
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
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <div className={card.card} data-testid="coach-card">
      <div className={card.content}>
        <CoachPhoto coach={coach} />
        <div className={styles.coachName}>
          <h3 className={card.title}>{coach.name}</h3>
          <p className={styles.designation} lang={lang(coach, 'designation')}>
            {coach.designation}
          </p>
          {coach.experience && (
            <Chip tone="plain">{t('wings.cricket.experience', { experience: coach.experience })}</Chip>
          )}
        </div>
        {coach.description && (
          <p className={`${card.text} ${styles.gapTopLarge}`} lang={lang(coach, 'description')}>
            {coach.description}
          </p>
        )}
        <Achievements coach={coach} />
        {(coach.skills ?? []).length > 0 && (
          <div className={styles.gapTopLarge}>
            <h4 className={styles.coachSubheading}>{t('wings.cricket.skills')}</h4>
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
  const { t } = useI18n();
  const labels = contact.quickEnquiry;
  const visit = scheduleVisitHref(contact.email);
  const call = callHref(contact.phone);
  const brochure = contact.hasBrochure ? contact.brochureUrl || BROCHURE_PATH : undefined;
  return (
    <nav aria-label={t('wings.cricket.quickEnquiryLabel')} className={styles.quickEnquiry}>
      <h3 className={styles.quickTitle}>{t('wings.cricket.quickEnquiry')}</h3>
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

function ContactDetails({ contact }: { contact: CricketContact }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <div className={styles.contactGrid} data-testid="cricket-contact">
      <div className={card.card}>
        <div className={`${card.content} ${styles.contactLines}`}>
          {contact.location && (
            <ContactLine icon={icons.LocationOn} label={t('wings.contact.location')}>
              <p className={card.text} lang={lang(contact, 'location')}>
                {contact.location}
              </p>
            </ContactLine>
          )}
          {contact.phone && (
            <ContactLine icon={icons.Phone} label={t('wings.contact.phone')}>
              <a href={callHref(contact.phone)}>{formatPhone(contact.phone)}</a>
            </ContactLine>
          )}
          {contact.email && (
            <ContactLine icon={icons.Email} label={t('wings.contact.email')}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </ContactLine>
          )}
        </div>
      </div>
      <QuickEnquiry contact={contact} />
    </div>
  );
}

const ACHIEVEMENT_KEYS = ['a0', 'a1', 'a2', 'a3'] as const;

/** The Cricket Academy page (docs/requirements.md#cricket-academy). */
export function CricketAcademyPage({ data }: { data: CricketAcademyPageData }) {
  const { t, schoolTexts, school, locale } = useI18n();
  const contact = data.cricketContact.ok ? data.cricketContact.data : null;
  return (
    <>
      <WingHero
        images={data.hero}
        label={t('wings.cricket.pictures')}
        title={schoolTexts.cricketAcademy}
        tagline={themeHeader(school, 'cricket', locale).tagline}
        lead={t('wings.cricket.lead')}
        primary={{ label: t('wings.cricket.trainingPrograms'), href: '#programs' }}
        secondary={{ label: t('wings.cricket.contactUs'), href: '#contact' }}
        intervalMs={CRICKET_HERO_INTERVAL_MS}
      />
      <PageSection
        id="gallery"
        title={t('wings.cricket.galleryTitle')}
        subtitle={t('wings.cricket.gallerySubtitle')}
      >
        <WingGallery result={data.gallery} slug="cricket-academy" label={t('wings.cricket.photos')} />
      </PageSection>
      <PageSection
        id="programs"
        title={t('wings.cricket.trainingPrograms')}
        subtitle={t('wings.cricket.programsSubtitle')}
      >
        <SectionStates
          result={data.programs}
          errorText={t('wings.cricket.programsError')}
          emptyText={t('wings.cricket.programsEmpty')}
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
        title={t('wings.cricket.coachesTitle')}
        subtitle={t('wings.cricket.coachesSubtitle')}
        tint="grey"
      >
        <SectionStates
          result={data.coaches}
          errorText={t('wings.cricket.coachesError')}
          emptyText={t('wings.cricket.coachesEmpty')}
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
      <PageSection id="achievements" title={t('wings.cricket.achievementsTitle')}>
        <div className={layout.gridSm2Md4}>
          {CRICKET_ACHIEVEMENTS.map((item, i) => (
            <div key={item.title} className={`${card.card} ${styles.achievement}`}>
              <div className={card.content}>
                <p className={styles.figure}>{item.figure}</p>
                <h3 className={styles.cardHeading}>
                  {t(`wings.cricket.achievements.${ACHIEVEMENT_KEYS[i]!}.title`)}
                </h3>
                <p className={`${card.text} ${styles.gapTop}`}>
                  {t(`wings.cricket.achievements.${ACHIEVEMENT_KEYS[i]!}.text`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </PageSection>
      <WingFacilities wing="cricket" icons={FACILITY_ICONS} tone="primary" />
      <WingContactSection
        result={data.cricketContact}
        title={contact?.title || t('wings.cricket.contactTitle')}
        subtitle={contact?.description || undefined}
      >
        {(loaded) => <ContactDetails contact={loaded} />}
      </WingContactSection>
    </>
  );
}

/** The page 'cricketAcademy', as entry-server.tsx finds it. */
export const sitePages = { cricketAcademy: { component: CricketAcademyPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
