import type { Notice } from './notice.schema';

/** The notices' RSS 2.0 feed; every public page links it with `<link rel="alternate">`. */
export const NOTICES_FEED_PATH = '/notices.rss';
/** The feed's title: 'Notices - <site name>'. */
export const noticesFeedTitle = (siteName: string) => `Notices - ${siteName}`;
/** How many notices one /notices page lists. */
export const NOTICES_PAGE_SIZE = 10;

export const noticePath = (slug: string) => `/notices/${slug}`;

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * What 'Share on WhatsApp' sends for a notice: the staff's share text, else the title and its date;
 * then the page's address `url` (always, so the preview card appears). `formatDate` gives the date
 * in the page's edition (English: 'March 5, 2026').
 */
export function noticeShareText(
  notice: Pick<Notice, 'title' | 'date' | 'shareText'>,
  url: string,
  formatDate: (value: string) => string = (value) => longDate.format(new Date(value)),
): string {
  const text = notice.shareText.trim() || `${notice.title}\n${formatDate(notice.date)}`;
  return text.includes(url) ? text : `${text}\n${url}`;
}

/** An attachment's type and size as a parent reads it before downloading: 'PDF, 412 KB'. */
export function attachmentLabel(bytes: number, type = 'PDF'): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = bytes / (1024 * 1024);
    return `${type}, ${megabytes >= 10 ? Math.round(megabytes) : megabytes.toFixed(1)} MB`;
  }
  return `${type}, ${Math.max(1, Math.round(bytes / 1024))} KB`;
}
