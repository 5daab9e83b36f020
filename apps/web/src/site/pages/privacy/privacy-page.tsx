import type { ContactInfo, PrivacyNotice, PrivacyPageData } from '@skp/shared';
import { formatPhone, phoneDigits } from '../../ui/formatters';
import type { MessageKey } from '../../i18n/catalogue';
import { useI18n } from '../../i18n/site-i18n';
import { layout } from '../../ui/layout';
import { SectionError } from '../../ui/section-states';
import styles from './privacy.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

type Entry = PrivacyNotice['inventory'][number];

const RIGHTS = ['access', 'correct', 'withdraw', 'nominate', 'grievance'] as const;

/** One form's row of the inventory: what it collects, why, who sees it, how long it is kept. */
function FormEntry({ entry, notice }: { entry: Entry; notice: PrivacyNotice }) {
  const { t } = useI18n();
  // The mail service sees enquiries only when one is set up.
  const recipients = entry.recipients.filter(
    (recipient) => recipient !== 'mailService' || notice.mailService !== 'none',
  );
  const fields = entry.fields.map((field) => t(`privacy.fields.${field}` as MessageKey)).join(', ');
  return (
    <section aria-labelledby={`privacy-${entry.form}`} className={styles.form} data-form={entry.form}>
      <h3 id={`privacy-${entry.form}`} className={styles.formTitle}>
        {t(`privacy.forms.${entry.form}`)}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('privacy.collects')}</dt>
        <dd>{fields}</dd>
        <dt>{t('privacy.why')}</dt>
        <dd>{t(`privacy.purposes.${entry.form}`)}</dd>
        <dt>{t('privacy.whoSees')}</dt>
        <dd>
          <ul className={styles.plainList}>
            {recipients.map((recipient) => (
              <li key={recipient}>{t(`privacy.recipients.${recipient}`)}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('privacy.howLong')}</dt>
        <dd>
          {entry.retention === 'afterLastActivity'
            ? t('privacy.retention.afterLastActivity', { count: notice.retentionMonths })
            : entry.retention === 'tcRule'
              ? notice.tcRetentionYears > 0
                ? t('privacy.retention.tcYears', { count: notice.tcRetentionYears })
                : t('privacy.retention.tcKept')
              : entry.retention === 'requestRule'
                ? t('privacy.retention.requestYears', { count: notice.requestRetentionYears })
                : t(`privacy.retention.${entry.retention}`)}
        </dd>
      </dl>
    </section>
  );
}

function Office({ contact }: { contact: ContactInfo | null }) {
  if (!contact) return null;
  return (
    <address className={styles.address} data-testid="privacy-office">
      {contact.address && <span>{contact.address}</span>}
      {contact.phone && <a href={`tel:+${phoneDigits(contact.phone)}`}>{formatPhone(contact.phone)}</a>}
      {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
    </address>
  );
}

function GrievanceOfficer({ notice }: { notice: PrivacyNotice }) {
  const { t } = useI18n();
  const officer = notice.grievanceOfficer;
  return (
    <section aria-labelledby="privacy-officer" className={styles.section} data-testid="grievance-officer">
      <h2 id="privacy-officer" className={styles.sectionTitle}>
        {t('privacy.officerHeading')}
      </h2>
      {officer.name && officer.email ? (
        <address className={styles.address}>
          <strong>{officer.name}</strong>
          <span>
            {t('privacy.officerEmail')}: <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </span>
          {officer.phone && (
            <span>
              {t('privacy.officerPhone')}:{' '}
              <a href={`tel:+${phoneDigits(officer.phone)}`}>{formatPhone(officer.phone)}</a>
            </span>
          )}
        </address>
      ) : (
        <p>{t('privacy.officerNotSet')}</p>
      )}
    </section>
  );
}

/**
 * The privacy notice: made from the data inventory and Settings > Privacy (the same data the forms'
 * lines and the retention rule use), in the version in force, with that version's date.
 */
export function PrivacyPage({ data }: { data: PrivacyPageData }) {
  const { t, date, href } = useI18n();
  const contact = data.contact.ok ? data.contact.data : null;
  const notice = data.notice.ok ? data.notice.data : null;
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={styles.title}>{t('privacy.title')}</h1>
      {!notice ? (
        <SectionError text={t('privacy.failed')} />
      ) : (
        <>
          <p className={styles.version} data-testid="privacy-version">
            {t('privacy.version', { version: notice.version, date: date(notice.updatedAt) })}
          </p>
          <p className={styles.lead}>{t('privacy.lead')}</p>
          <section aria-labelledby="privacy-who" className={styles.section}>
            <h2 id="privacy-who" className={styles.sectionTitle}>
              {t('privacy.whoWeAre')}
            </h2>
            <p>{t('privacy.whoWeAreText')}</p>
            <Office contact={contact} />
          </section>
          <section aria-labelledby="privacy-collected" className={styles.section}>
            <h2 id="privacy-collected" className={styles.sectionTitle}>
              {t('privacy.collectedHeading')}
            </h2>
            {notice.inventory.map((entry) => (
              <FormEntry key={entry.form} entry={entry} notice={notice} />
            ))}
            <p>{t('privacy.noTracking')}</p>
            <p>{t('privacy.backups')}</p>
          </section>
          <section aria-labelledby="privacy-rights" className={styles.section}>
            <h2 id="privacy-rights" className={styles.sectionTitle}>
              {t('privacy.rightsHeading')}
            </h2>
            <ul>
              {RIGHTS.map((right) => (
                <li key={right}>{t(`privacy.rights.${right}`)}</li>
              ))}
            </ul>
            <p>{t('privacy.howToUse')}</p>
            <p>
              <a href={href('/privacy/request')} data-testid="privacy-request-link">
                {t('privacy.requestLink')}
              </a>
            </p>
          </section>
          <GrievanceOfficer notice={notice} />
        </>
      )}
    </div>
  );
}

/** The page 'privacy', as entry-server.tsx finds it. */
export const sitePages = { privacy: { component: PrivacyPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
