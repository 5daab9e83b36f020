import { TC_LIMITS, TC_PAGE_PATH, type TransferCertificatesPageData } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { layout } from '../../ui/layout';
import styles from './transfer-certificates.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

/** The look-up's answer: the certificate, 'withdrawn on <date>', or one neutral 'no match'. */
function Answer({ data }: { data: TransferCertificatesPageData }) {
  const { t, date, number, school } = useI18n();
  const { answer } = data;
  switch (answer.kind) {
    case 'form':
      return null;
    case 'incomplete':
      return (
        <p className={styles.notice} role="alert" data-testid="tc-answer">
          {t('transferCertificates.incomplete')}
        </p>
      );
    case 'not-found':
      return (
        <p className={styles.notice} role="alert" data-testid="tc-answer">
          {t('transferCertificates.noMatch')}
        </p>
      );
    case 'limited':
      return (
        <p className={styles.notice} role="alert" data-testid="tc-answer">
          {t('transferCertificates.limited', { minutes: number(answer.retryAfterMinutes) })}
        </p>
      );
    case 'withdrawn':
      return (
        <p className={styles.withdrawn} role="alert" data-testid="tc-answer">
          {t('transferCertificates.withdrawn', { date: date(answer.withdrawnOn) })}
        </p>
      );
    case 'found': {
      const { certificate } = answer;
      const facts: [string, string][] = [
        [t('transferCertificates.facts.tcNumber'), certificate.tcNumber],
        [t('transferCertificates.facts.admissionNumber'), certificate.admissionNumber],
        [t('transferCertificates.facts.studentName'), certificate.studentName],
        [t('transferCertificates.facts.dateOfBirth'), date(certificate.dateOfBirth)],
        [t('transferCertificates.facts.classLastStudied'), certificate.classLastStudied],
        [t('transferCertificates.facts.dateOfLeaving'), date(certificate.dateOfLeaving)],
        [t('transferCertificates.facts.dateOfIssue'), date(certificate.dateOfIssue)],
      ];
      return (
        <section className={styles.found} aria-labelledby="tc-found-heading" data-testid="tc-answer">
          <h2 id="tc-found-heading" className={styles.foundTitle}>
            {t('transferCertificates.found')}
          </h2>
          <p>
            {school.affiliationNumber
              ? t('transferCertificates.issuedBy', { affiliation: school.affiliationNumber })
              : t('transferCertificates.issuedBySchool')}
          </p>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            <a
              className={styles.copyLink}
              href={answer.copyPath}
              type="application/pdf"
              rel="nofollow noreferrer"
              data-testid="tc-copy-link"
            >
              {t('transferCertificates.openCopy', { pages: number(certificate.pages) })}
            </a>
          </p>
          <p className={styles.small}>
            {t('transferCertificates.copyNote', { date: date(answer.lookedUpOn) })}
          </p>
        </section>
      );
    }
  }
}

/**
 * /transfer-certificates: how a receiving school verifies a TC issued by the school, and the
 * look-up (a GET form: TC number and date of birth). No list of certificates exists anywhere.
 */
export function TransferCertificatesPage({ data }: { data: TransferCertificatesPageData }) {
  const { t, href } = useI18n();
  const action = href(TC_PAGE_PATH);
  return (
    <div className={`${layout.containerMd} ${layout.pageBand}`}>
      <h1 className={layout.pageTitle}>{t('transferCertificates.title')}</h1>
      <p className={styles.lead}>{t('transferCertificates.lead')}</p>
      <ol className={styles.steps}>
        <li>{t('transferCertificates.steps.enter')}</li>
        <li>{t('transferCertificates.steps.match')}</li>
        <li>{t('transferCertificates.steps.qr')}</li>
      </ol>
      <Answer data={data} />
      <form method="get" action={action} className={styles.form} aria-labelledby="tc-form-heading">
        <h2 id="tc-form-heading" className={styles.formTitle}>
          {data.answer.kind === 'form' || data.answer.kind === 'incomplete'
            ? t('transferCertificates.formTitle')
            : t('transferCertificates.again')}
        </h2>
        <div className={styles.field}>
          <label htmlFor="tc-number">{t('transferCertificates.tcNumber')}</label>
          <input
            id="tc-number"
            name="tc"
            type="text"
            required
            maxLength={TC_LIMITS.tcNumber}
            autoComplete="off"
            spellCheck={false}
            defaultValue={data.asked.tc}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="tc-dob">{t('transferCertificates.dateOfBirth')}</label>
          <input id="tc-dob" name="dob" type="date" required defaultValue={data.asked.dob} />
        </div>
        <button type="submit" className={styles.submit}>
          {t('transferCertificates.submit')}
        </button>
      </form>
      <p className={styles.small}>{t('transferCertificates.privacy')}</p>
    </div>
  );
}

/** The pages 'transferCertificates' and 'transferCertificateLink', as entry-server.tsx finds them. */
export const sitePages = {
  transferCertificates: { component: TransferCertificatesPage },
  transferCertificateLink: { component: TransferCertificatesPage },
} satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
