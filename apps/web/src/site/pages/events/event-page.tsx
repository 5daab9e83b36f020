import { eventCalendarPath, eventPath, eventShareText, type EventPageData } from '@skp/shared';
import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import { ShareBar } from '../../sections/share-bar';
import { ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icon';
import * as icons from '../../ui/icon-paths';
import { layout } from '../../ui/layout';
import styles from '../../sections/item-pages.module.css';
import { ItemBody, ItemPicture } from '../../sections/item-pages';
import type { Registered, SitePageEntries } from '../../page-registry';

/** /events/<slug>: the event's title, when and where, picture, text, PDF, 'Add to calendar' and sharing. */
export function EventPage({ data }: { data: EventPageData }) {
  const { event, origin } = data;
  const { t, href, when } = useI18n();
  const lang = useContentLang();
  const url = `${origin}${href(eventPath(event.slug))}`;
  const picture = event.media?.url || event.picture;
  return (
    <article className={`${layout.containerMd} ${layout.pageBand}`} data-testid="event-page">
      <nav aria-label={t('listing.breadcrumb')} className={styles.breadcrumb}>
        <a href={href('/')}>{t('nav.home')}</a> › <a href={href('/events')}>{t('events.title')}</a> ›{' '}
        <span aria-current="page" lang={lang(event, 'title')}>
          {event.title}
        </span>
      </nav>
      <h1 className={layout.pageTitle} lang={lang(event, 'title')}>
        {event.title}
      </h1>
      {event.status === 'cancelled' && <p className={styles.cancelled}>{t('events.cancelledNotice')}</p>}
      <p className={styles.when}>
        <Icon shape={icons.AccessTime} size="1.125rem" />
        <time dateTime={event.date} data-testid="event-when">
          {when(event)}
        </time>
      </p>
      {event.location && (
        <p className={styles.when}>
          <Icon shape={icons.LocationOn} size="1.125rem" />
          <span data-testid="event-location" lang={lang(event, 'location')}>
            {event.location}
          </span>
        </p>
      )}
      <ShareBar
        url={url}
        title={event.title}
        text={eventShareText(event, origin, { url, when: when(event) })}
      />
      {picture && <ItemPicture src={picture} media={event.media} alt={event.title} />}
      <ItemBody
        body={event.body}
        description={event.description}
        testId="event-body"
        bodyLang={lang(event, 'body')}
        descriptionLang={lang(event, 'description')}
      />
      <div className={styles.actions}>
        <ButtonLink href={eventCalendarPath(event.slug)} variant="contained" startIcon={icons.Event} download>
          {t('events.addToCalendar')}
        </ButtonLink>
        {event.pdfFile && (
          <ButtonLink
            href={event.pdfFile}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={icons.Download}
          >
            {t('common.downloadPdf')}
          </ButtonLink>
        )}
        <ButtonLink href={href('/events')} startIcon={icons.ArrowBack}>
          {t('events.allEvents')}
        </ButtonLink>
      </div>
    </article>
  );
}

/** The page 'event', as entry-server.tsx finds it. */
export const sitePages = { event: { component: EventPage } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
