import {
  DEFAULT_DIGEST_DAY,
  DIGEST_DAYS,
  ENQUIRY_LIMITS,
  LOCALES,
  PUSH_API_PATHS,
  SUBSCRIBE_PAGE_PATH,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_TOPICS,
  UNSUBSCRIBE_PATH,
  isWingOff,
  type SubscribePageData,
} from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { DomIsland } from '../../island';
import type { PushSubscribeProps } from '../../islands/push-subscribe';
import { layout } from '../../ui/layout';
import styles from './subscribe.module.css';
import type { Registered, SitePageEntries } from '../../page-registry';

const WING_PATHS = { babySteps: '/baby-steps', cricketAcademy: '/cricket-academy' } as const;

/** The outcome of a post or a mail's link, above the form. */
function Outcome({ data }: { data: SubscribePageData }) {
  const { t } = useI18n();
  const state = data.enquiry?.result === 'success' ? 'sent' : data.state;
  if (state === 'form') return null;
  return (
    <p
      className={state === 'invalid' ? styles.notice : styles.done}
      role="status"
      data-testid="subscribe-outcome"
    >
      {t(`subscribe.${state}`)}
    </p>
  );
}

/**
 * 'Notifications on this phone': without JavaScript only the note that they need it (and the
 * iPhone's home-screen step); the push-subscribe island adds the buttons and their outcome.
 */
function PhoneNotifications() {
  const { t, locale } = useI18n();
  const props: PushSubscribeProps = {
    texts: {
      done: t('subscribe.pushDone'),
      stopped: t('subscribe.pushStopped'),
      denied: t('subscribe.pushDenied'),
      unsupported: t('subscribe.pushUnsupported'),
      failed: t('subscribe.pushFailed'),
      noTopic: t('subscribe.pushNoTopic'),
    },
    formId: 'subscribe-form',
    locale,
    topics: SUBSCRIPTION_TOPICS,
    paths: PUSH_API_PATHS,
  };
  return (
    <DomIsland name="push-subscribe" trigger="idle" props={props}>
      <section className={styles.form} aria-labelledby="subscribe-push-heading" data-testid="subscribe-push">
        <h2 id="subscribe-push-heading" className={styles.formTitle}>
          {t('subscribe.pushTitle')}
        </h2>
        <p className={styles.small}>{t('subscribe.pushLead')}</p>
        <p className={styles.small} data-testid="subscribe-push-note">
          {t('subscribe.push')}
        </p>
        <p className={styles.small} data-testid="subscribe-iphone-note">
          {t('subscribe.iphone')}
        </p>
        <button type="button" className={styles.submit} data-push="on" hidden>
          {t('subscribe.pushOn')}
        </button>
        <button type="button" className={styles.submit} data-push="off" hidden>
          {t('subscribe.pushOff')}
        </button>
        <p className={styles.small} role="status" data-testid="subscribe-push-status"></p>
      </section>
    </DomIsland>
  );
}

/**
 * /subscribe ('Get notices'): one small form, a plain POST that works without JavaScript: the
 * e-mail address, what to receive, the mails' language, right away or a weekly digest (and its
 * day). An unsubscribe link shows the Unsubscribe button instead.
 */
export function SubscribePage({ data }: { data: SubscribePageData }) {
  const { t, href, locale, school } = useI18n();
  if (data.unsubscribeToken) {
    return (
      <div className={`${layout.containerMd} ${layout.pageBand}`}>
        <h1 className={layout.pageTitle}>{t('subscribe.unsubscribeTitle')}</h1>
        <form method="post" action={href(UNSUBSCRIBE_PATH)} className={styles.form}>
          <p>{t('subscribe.unsubscribeLead')}</p>
          <input type="hidden" name="token" value={data.unsubscribeToken} />
          <button type="submit" className={styles.submit}>
            {t('subscribe.unsubscribeButton')}
          </button>
        </form>
      </div>
    );
  }
  const posted = data.enquiry?.result === 'error' ? data.enquiry : undefined;
  const values = posted?.values ?? {};
  const ticked = (topic: string) => (posted ? values[topic] === 'on' : topic === 'notices');
  const topics = SUBSCRIPTION_TOPICS.filter(
    (topic) =>
      !(topic === 'babySteps' || topic === 'cricketAcademy') || !isWingOff(school, WING_PATHS[topic]),
  );
  const problems = posted
    ? Object.values(posted.fieldErrors).concat(posted.detail ? [posted.detail] : [])
    : [];
  return (
    <div className={`${layout.containerMd} ${layout.pageBand}`}>
      <h1 className={layout.pageTitle}>{t('subscribe.title')}</h1>
      <p className={styles.lead}>{t('subscribe.lead')}</p>
      <Outcome data={data} />
      <form
        method="post"
        action={href(SUBSCRIBE_PAGE_PATH)}
        id="subscribe-form"
        className={styles.form}
        aria-labelledby="subscribe-form-heading"
      >
        <h2 id="subscribe-form-heading" className={styles.formTitle}>
          {t('subscribe.formTitle')}
        </h2>
        {problems.length > 0 && (
          <div className={styles.notice} role="alert" data-testid="subscribe-problems">
            <p>{t('subscribe.error')}</p>
            <ul lang="en">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="subscribe-email">{t('subscribe.email')}</label>
          <input
            id="subscribe-email"
            name="email"
            type="email"
            required
            maxLength={ENQUIRY_LIMITS.email}
            autoComplete="email"
            defaultValue={values.email ?? ''}
          />
        </div>
        <fieldset className={styles.choices}>
          <legend>{t('subscribe.topics')}</legend>
          {topics.map((topic) => (
            <label key={topic} className={styles.choice}>
              <input type="checkbox" name={topic} defaultChecked={ticked(topic)} />
              {t(`subscribe.topic.${topic}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>{t('subscribe.language')}</legend>
          {LOCALES.map((language) => (
            <label key={language} className={styles.choice}>
              <input
                type="radio"
                name="language"
                value={language}
                defaultChecked={(values.language ?? locale) === language}
              />
              {t(`subscribe.languages.${language}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>{t('subscribe.frequency')}</legend>
          {SUBSCRIPTION_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.choice}>
              <input
                type="radio"
                name="frequency"
                value={frequency}
                defaultChecked={(values.frequency ?? 'instant') === frequency}
              />
              {t(`subscribe.frequencies.${frequency}`)}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="subscribe-day">{t('subscribe.digestDay')}</label>
          <select
            id="subscribe-day"
            name="digestDay"
            defaultValue={values.digestDay ?? String(DEFAULT_DIGEST_DAY)}
          >
            {DIGEST_DAYS.map((day) => (
              <option key={day} value={String(day)}>
                {t(`subscribe.days.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="subscribe-website">{t('enquiry.honeypot')}</label>
          <input id="subscribe-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className={styles.small}>
          {t('privacy.formLine.noticeSubscriptions')}{' '}
          <a href={href('/privacy')}>{t('privacy.formLine.link')}</a>
        </p>
        <button type="submit" className={styles.submit}>
          {t('subscribe.submit')}
        </button>
      </form>
      <PhoneNotifications />
    </div>
  );
}

/** The page 'subscribe', as entry-server.tsx finds it. */
export const sitePages = { subscribe: { component: SubscribePage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
