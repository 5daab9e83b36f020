import type { BabyStepsAdmission, BabyStepsPageData, ContactInfo, SectionResult } from '@skp/shared';
import { BRANDS } from '../../../components/layout/brand';
import { formatPhone, phoneDigits } from '../../../lib/formatters';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import { BABY_STEPS_ABOUT, BABY_STEPS_FACILITIES, BABY_STEPS_PROGRAMS } from './baby-steps-content';
import { prospectusState } from './prospectus-state';
import { Chip, FacilityCards, TickList } from './wing-cards';
import { WingGallery } from './wing-gallery';
import { WingHero } from './wing-hero';
import styles from './wings.module.css';
import * as icons from '../../ui/icon-paths';

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
        Download Prospectus
      </ButtonLink>
    );
  }
  return (
    <Button disabled variant="contained" size="large" startIcon={icons.Download}>
      No Prospectus Available
    </Button>
  );
}

function AdmissionProcess({ result }: { result: SectionResult<BabyStepsAdmission | null> }) {
  const admission = result.ok ? result.data : null;
  return (
    <PageSection
      id="admission"
      title={admission?.title || 'Admission Process'}
      subtitle={admission?.subtitle || undefined}
      tint="grey"
    >
      <SectionStates
        result={result}
        isEmpty={(data) => !data || data.steps.length === 0}
        errorText="Failed to load admission process"
        emptyText="Admission details will be announced soon."
      >
        {(data) => (
          // SPEC §4: the step indicator stays at the first step; every step's text is shown.
          <ol className={`${card.outlined} ${styles.steps}`} data-testid="admission-steps">
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

function Contact({ result }: { result: SectionResult<ContactInfo | null> }) {
  return (
    <PageSection
      id="contact"
      title="Contact Us"
      subtitle="Visit us, call or write: we would love to meet you and your child."
    >
      <SectionStates
        result={result}
        isEmpty={(contact) => !contact}
        errorText="Failed to load contact information"
        emptyText="Contact details will be available soon."
      >
        {(data) => <ContactDetails contact={data!} />}
      </SectionStates>
    </PageSection>
  );
}

function ContactDetails({ contact }: { contact: ContactInfo }) {
  return (
    <div className={layout.gridSm2Md4} data-testid="baby-steps-contact">
      <ContactDetail icon={icons.LocationOn} label="Address">
        {contact.address}
      </ContactDetail>
      <ContactDetail icon={icons.Phone} label="Phone">
        {contact.phone ? (
          <a href={`tel:+${phoneDigits(contact.phone)}`}>{formatPhone(contact.phone)}</a>
        ) : (
          '-'
        )}
      </ContactDetail>
      <ContactDetail icon={icons.Email} label="Email">
        {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '-'}
      </ContactDetail>
      <ContactDetail icon={icons.AccessTime} label="Office Hours">
        {contact.officeHours || '-'}
      </ContactDetail>
    </div>
  );
}

/** The Baby Steps page (SPEC §2): hero, gallery, about, the four programs, facilities, admission, contact. */
export function BabyStepsPage({ data }: { data: BabyStepsPageData }) {
  return (
    <>
      <WingHero
        images={data.hero}
        label="Baby Steps pictures"
        title="Baby Steps"
        tagline={BRANDS.nursery.tagline}
        lead="Where little learners take their first steps: a joyful nursery for children from 1.5 to 5.5 years."
        primary={{ label: 'Admission Process', href: '#admission' }}
        secondary={{ label: 'Contact Us', href: '#contact' }}
      />
      <PageSection id="gallery" title="Photo Gallery" subtitle="A peek into a day at Baby Steps.">
        <WingGallery result={data.gallery} slug="baby-steps" label="Baby Steps photos" />
      </PageSection>
      <PageSection id="about" title="About Baby Steps" tint="grey">
        <div className={styles.about}>
          {BABY_STEPS_ABOUT.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </PageSection>
      <PageSection
        id="programs"
        title="Our Programs"
        subtitle="Four age groups, each with its own room, routine and teachers."
      >
        <div className={layout.gridSm2Md4}>
          {BABY_STEPS_PROGRAMS.map((program, i) => (
            <div
              key={program.name}
              className={`${card.card} ${styles.programCard}`}
              data-testid="program-card"
            >
              <div className={card.content}>
                <span className={styles.primaryText}>
                  <Icon shape={PROGRAM_ICONS[i]!} size="2.5rem" />
                </span>
                <h3 className={`${card.title} ${styles.gapTop}`}>{program.name}</h3>
                <Chip tone="primary">{program.ages}</Chip>
                <p className={`${card.text} ${styles.gapTopLarge}`}>{program.description}</p>
                <TickList items={program.highlights} tone="secondary" />
              </div>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="facilities" title="Facilities" tint="grey">
        <FacilityCards facilities={BABY_STEPS_FACILITIES} icons={FACILITY_ICONS} tone="secondary" />
      </PageSection>
      <AdmissionProcess result={data.admission} />
      <Contact result={data.contact} />
    </>
  );
}
