import { themeHeader } from '@skp/shared';
import {
  BABY_STEPS_AGE_GROUPS,
  type BabyStepsAdmission,
  type BabyStepsPageData,
  type ContactInfo,
  type SectionResult,
} from '@skp/shared';
import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { formatPhone, phoneDigits } from '../../ui/formatters';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import { prospectusState } from './prospectus-state';
import { Chip, TickList, WingContactSection, WingFacilities } from './wing-cards';
import { WingGallery } from './wing-gallery';
import { WingHero } from './wing-hero';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';
import type { Registered, SitePageEntries } from '../../page-registry';

const PROGRAM_ICONS = [icons.Toys, icons.Palette, icons.MenuBook, icons.School];
const FACILITY_ICONS = [
  icons.Security,
  icons.ChildFriendly,
  icons.ChildCare,
  icons.EscalatorWarning,
  icons.LocalDrink,
  icons.DirectionsBus,
];

function ProspectusButton({ admission }: { admission: BabyStepsAdmission | null | undefined }) {
  const { t } = useI18n();
  const state = prospectusState({ data: admission, isPending: false });
  if (state.kind === 'ready') {
    return (
      <ButtonLink
        href={state.href}
        target="_blank"
        rel="noopener"
        variant="contained"
        colour="secondary"
        size="large"
        startIcon={icons.Download}
      >
        {t('wings.babySteps.downloadProspectus')}
      </ButtonLink>
    );
  }
  return (
    <Button disabled variant="contained" size="large" startIcon={icons.Download}>
      {t('wings.babySteps.noProspectus')}
    </Button>
  );
}

function AdmissionProcess({ result }: { result: SectionResult<BabyStepsAdmission | null> }) {
  const { t, locale } = useI18n();
  const english = locale === 'en' ? undefined : 'en';
  const admission = result.ok ? result.data : null;
  return (
    <PageSection
      id="admission"
      title={admission?.title || t('wings.babySteps.admissionProcess')}
      subtitle={admission?.subtitle || undefined}
      tint="grey"
    >
      <SectionStates
        result={result}
        isEmpty={(data) => !data || data.steps.length === 0}
        errorText={t('wings.babySteps.admissionError')}
        emptyText={t('wings.babySteps.admissionEmpty')}
      >
        {(data) => (
          // docs/requirements.md#states: the step indicator stays at the first step; every step's text is shown.
          // The steps are written in English only: other editions mark them so.
          <ol className={`${card.outlined} ${styles.steps}`} data-testid="admission-steps" lang={english}>
            {data!.steps.map((step, i) => (
              <li key={`${step.order}-${step.title}`} className={styles.step}>
                <span className={i === 0 ? styles.stepNumberActive : styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={card.text}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </SectionStates>
      <div className={styles.centred}>
        <ProspectusButton admission={admission} />
      </div>
    </PageSection>
  );
}

function ContactDetail({
  icon,
  label,
  children,
}: {
  icon: IconShape;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`${card.card} ${styles.contactCard}`}>
      <div className={card.content}>
        <span className={styles.primaryText}>
          <Icon shape={icon} size="2.25rem" />
        </span>
        <h3 className={`${styles.cardHeading} ${styles.gapTop}`}>{label}</h3>
        <div className={`${card.text} ${styles.contactValue}`}>{children}</div>
      </div>
    </div>
  );
}

function ContactDetails({ contact }: { contact: ContactInfo }) {
  const { t } = useI18n();
  const lang = useContentLang();
  return (
    <div className={layout.gridSm2Md4} data-testid="baby-steps-contact">
      <ContactDetail icon={icons.LocationOn} label={t('wings.contact.address')}>
        <span lang={lang(contact, 'address')}>{contact.address}</span>
      </ContactDetail>
      <ContactDetail icon={icons.Phone} label={t('wings.contact.phone')}>
        {contact.phone ? (
          <a href={`tel:+${phoneDigits(contact.phone)}`}>{formatPhone(contact.phone)}</a>
        ) : (
          '-'
        )}
      </ContactDetail>
      <ContactDetail icon={icons.Email} label={t('wings.contact.email')}>
        {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '-'}
      </ContactDetail>
      <ContactDetail icon={icons.AccessTime} label={t('wings.contact.officeHours')}>
        <span lang={lang(contact, 'officeHours')}>{contact.officeHours || '-'}</span>
      </ContactDetail>
    </div>
  );
}

const PROGRAM_KEYS = ['p0', 'p1', 'p2', 'p3'] as const;

/** The Baby Steps page (docs/requirements.md#baby-steps): hero, gallery, about, the four programs, facilities, admission, contact. */
export function BabyStepsPage({ data }: { data: BabyStepsPageData }) {
  const { t, school, locale } = useI18n();
  return (
    <>
      <WingHero
        images={data.hero}
        label={t('wings.babySteps.pictures')}
        title={t('wings.babySteps.title')}
        tagline={themeHeader(school, 'nursery', locale).tagline}
        lead={t('wings.babySteps.lead')}
        primary={{ label: t('wings.babySteps.admissionProcess'), href: '#admission' }}
        secondary={{ label: t('wings.babySteps.contactUs'), href: '#contact' }}
      />
      <PageSection
        id="gallery"
        title={t('wings.babySteps.galleryTitle')}
        subtitle={t('wings.babySteps.gallerySubtitle')}
      >
        <WingGallery result={data.gallery} slug="baby-steps" label={t('wings.babySteps.photos')} />
      </PageSection>
      <PageSection id="about" title={t('wings.babySteps.aboutTitle')} tint="grey">
        <div className={styles.about}>
          <p>{t('wings.babySteps.about.p0')}</p>
          <p>{t('wings.babySteps.about.p1')}</p>
        </div>
      </PageSection>
      <PageSection
        id="programs"
        title={t('wings.babySteps.programsTitle')}
        subtitle={t('wings.babySteps.programsSubtitle')}
      >
        <div className={layout.gridSm2Md4}>
          {BABY_STEPS_AGE_GROUPS.map((group, i) => {
            const key = PROGRAM_KEYS[i]!;
            return (
              <div
                key={group.name}
                className={`${card.card} ${styles.programCard}`}
                data-testid="program-card"
              >
                <div className={card.content}>
                  <span className={styles.primaryText}>
                    <Icon shape={PROGRAM_ICONS[i]!} size="2.5rem" />
                  </span>
                  <h3 className={`${card.title} ${styles.gapTop}`}>{group.name}</h3>
                  <Chip tone="primary">{t(`wings.babySteps.programs.${key}.ages`)}</Chip>
                  <p className={`${card.text} ${styles.gapTopLarge}`}>
                    {t(`wings.babySteps.programs.${key}.description`)}
                  </p>
                  <TickList
                    items={(['h0', 'h1', 'h2'] as const).map((h) =>
                      t(`wings.babySteps.programs.${key}.${h}`),
                    )}
                    tone="secondary"
                  />
                </div>
              </div>
            );
          })}
        </div>
      </PageSection>
      <WingFacilities wing="babySteps" icons={FACILITY_ICONS} tone="secondary" />
      <AdmissionProcess result={data.admission} />
      <WingContactSection
        result={data.contact}
        title={t('wings.babySteps.contactUs')}
        subtitle={t('wings.babySteps.contactSubtitle')}
      >
        {(contact) => <ContactDetails contact={contact} />}
      </WingContactSection>
    </>
  );
}

/** The page 'babySteps', as entry-server.tsx finds it. */
export const sitePages = { babySteps: { component: BabyStepsPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
