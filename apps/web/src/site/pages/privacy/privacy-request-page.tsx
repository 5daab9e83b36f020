import { PRIVACY_REQUEST_KINDS, type PrivacyRequestPageData } from '@skp/shared';
import type { MessageKey } from '../../i18n/catalogue';
import { useI18n } from '../../i18n/site-i18n';
import { layout } from '../../ui/layout';
import styles from './privacy-request.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

const PATH = '/privacy/request';

/** A refused post's reason in the page's language: by the field it names, else by the kind of refusal. */
function problemKey(field: string, problem: string): MessageKey {
  if (field === 'code' && problem === 'wrong') return 'privacyRequest.errors.wrongCode';
  if ((field === 'code' && problem === 'expired') || field === 'ticket')
    return 'privacyRequest.errors.expired';
  if (field === 'code') return 'privacyRequest.errors.codeFormat';
  if (field === 'kind') return 'privacyRequest.errors.kind';
  if (field === 'correction') return 'privacyRequest.errors.correction';
  return 'privacyRequest.errors.email';
}

function Problems({ data }: { data: PrivacyRequestPageData }) {
  const { t } = useI18n();
  const state = data.enquiry;
  if (!state || state.result !== 'error') return null;
  const fields = Object.entries(state.fieldErrors);
  const detail = state.detail ?? '';
  const keys: MessageKey[] =
    fields.length > 0
      ? fields.map(([field, problem]) => problemKey(field, problem))
      : [
          detail.startsWith('Too many')
            ? 'privacyRequest.errors.limited'
            : detail.startsWith('E-mail is not set up')
              ? 'privacyRequest.mailOff'
              : 'privacyRequest.errors.failed',
        ];
  return (
    <div className={styles.problem} role="alert" data-testid="privacy-request-error">
      {[...new Set(keys)].map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}

function AskForm({ data }: { data: PrivacyRequestPageData }) {
  const { t, href } = useI18n();
  const values = data.enquiry?.values ?? {};
  const chosen = values.kind ?? 'see';
  return (
    <form method="post" action={href(PATH)} className={styles.form} aria-labelledby="privacy-request-ask">
      <h2 id="privacy-request-ask" className={styles.formTitle}>
        {t('privacyRequest.askTitle')}
      </h2>
      <input type="hidden" name="step" value="ask" />
      <fieldset className={styles.choices}>
        <legend>{t('privacyRequest.kindLegend')}</legend>
        {PRIVACY_REQUEST_KINDS.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="radio" name="kind" value={kind} defaultChecked={kind === chosen} required />{' '}
            {t(`privacyRequest.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="privacy-request-email">{t('privacyRequest.email')}</label>
        <input
          id="privacy-request-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email ?? ''}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="privacy-request-correction">{t('privacyRequest.correction')}</label>
        <textarea
          id="privacy-request-correction"
          name="correction"
          rows={3}
          maxLength={2000}
          defaultValue={values.correction ?? ''}
        />
      </div>
      <p className={styles.small}>{t('privacyRequest.codeExplained', { minutes: data.codeMinutes })}</p>
      <p className={styles.small}>
        {t('privacy.formLine.privacyRequests')} <a href={href('/privacy')}>{t('privacy.formLine.link')}</a>
      </p>
      <button type="submit" className={styles.submit}>
        {t('privacyRequest.sendCode')}
      </button>
    </form>
  );
}

function CodeForm({ ticket }: { ticket: string }) {
  const { t, href } = useI18n();
  return (
    <form method="post" action={href(PATH)} className={styles.form} aria-labelledby="privacy-request-code">
      <h2 id="privacy-request-code" className={styles.formTitle}>
        {t('privacyRequest.codeTitle')}
      </h2>
      <p>{t('privacyRequest.codeSent')}</p>
      <input type="hidden" name="step" value="confirm" />
      <input type="hidden" name="ticket" value={ticket} />
      <div className={styles.field}>
        <label htmlFor="privacy-request-code-input">{t('privacyRequest.code')}</label>
        <input
          id="privacy-request-code-input"
          name="code"
          type="text"
          inputMode="numeric"
          pattern="[0-9]{6}"
          required
          maxLength={6}
          autoComplete="one-time-code"
        />
      </div>
      <button type="submit" className={styles.submit}>
        {t('privacyRequest.confirm')}
      </button>
      <p className={styles.small}>
        <a href={href(PATH)}>{t('privacyRequest.startAgain')}</a>
      </p>
    </form>
  );
}

/**
 * /privacy/request: a parent asks to see, correct or erase their data. Plain forms the server
 * answers (no JavaScript needed): ask, then the code from the e-mail, then the answer.
 */
export function PrivacyRequestPage({ data }: { data: PrivacyRequestPageData }) {
  const { t, href } = useI18n();
  const values = data.enquiry?.values ?? {};
  // A refused code keeps the code's form (its ticket came back with the post).
  const ticket = values.step === 'confirm' ? (values.ticket ?? '') : data.ticket;
  const step = values.step === 'confirm' ? 'code' : data.step;
  return (
    <div className={`${layout.containerMd} ${layout.pageBand}`} id="privacy-request">
      <h1 className={layout.pageTitle}>{t('privacyRequest.title')}</h1>
      <p className={styles.lead}>{t('privacyRequest.lead', { days: data.dueDays })}</p>
      {step === 'sent' ? (
        <p className={styles.done} role="status" data-testid="privacy-request-sent">
          {t('privacyRequest.sent', { days: data.dueDays })}
        </p>
      ) : !data.mailReady ? (
        <p className={styles.problem}>{t('privacyRequest.mailOff')}</p>
      ) : (
        <>
          <Problems data={data} />
          {step === 'code' && ticket ? <CodeForm ticket={ticket} /> : <AskForm data={data} />}
        </>
      )}
      <p className={styles.small}>
        <a href={href('/privacy')}>{t('privacyRequest.backToNotice')}</a>
      </p>
    </div>
  );
}

/** The page 'privacyRequest', as entry-server.tsx finds it. */
export const sitePages = { privacyRequest: { component: PrivacyRequestPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
