import { announcementDismissKey, type Announcement } from '@skp/shared';
import { useContentLang } from '../i18n/content-lang';
import { useI18n } from '../i18n/site-i18n';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';
import styles from './announcement-banners.module.css';

/**
 * The announcements showing now, between the fixed header and <main> in the first HTML of every
 * page (no layout shift after it); a landmark of its own, outside the page's main content. Info
 * and important ones can be dismissed (entry-client.ts remembers it, the head script hides it on the
 * next pages before paint); urgent ones stay.
 */
export function AnnouncementBanners({ announcements }: { announcements: Announcement[] }) {
  const { t } = useI18n();
  const lang = useContentLang();
  if (announcements.length === 0) return null;
  return (
    <aside
      className={styles.banners}
      aria-label={t('announcements.label')}
      data-announcements=""
      data-print="hide"
    >
      {announcements.map((announcement) => {
        const urgent = announcement.level === 'urgent';
        return (
          <div
            key={announcement._id}
            className={`${styles.banner} ${styles[announcement.level]}`}
            role={urgent ? 'alert' : 'status'}
            data-testid="announcement"
            data-level={announcement.level}
            data-announcement-key={announcementDismissKey(announcement)}
          >
            <p className={styles.text}>
              <strong className={styles.level}>{t(`announcements.${announcement.level}`)}:</strong>{' '}
              {/* The text itself is the link: a link named 'Read more' says nothing out of context. */}
              {announcement.link ? (
                <a href={announcement.link} className={styles.link} lang={lang(announcement, 'text')}>
                  {announcement.text}
                </a>
              ) : (
                <span lang={lang(announcement, 'text')}>{announcement.text}</span>
              )}
            </p>
            {!urgent && (
              <button
                type="button"
                className={styles.dismiss}
                data-announcement-dismiss=""
                aria-label={t('announcements.dismiss')}
              >
                <Icon shape={icons.Close} size="1.25rem" />
              </button>
            )}
          </div>
        );
      })}
    </aside>
  );
}
