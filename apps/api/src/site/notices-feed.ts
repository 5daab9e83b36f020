import { NOTICES_FEED_PATH, noticesFeedTitle, type Notice } from '@skp/shared';
import { Feed } from 'feed';
/** How many of the newest notices the feed carries. */
export const NOTICES_FEED_SIZE = 30;

/**
 * The newest published notices as RSS 2.0: each item links to the notice's page, /notices/<slug>; a
 * notice's PDF is its enclosure, with its size in bytes (`pdfBytes`, by notice id: RSS 2.0 asks for
 * the real length, and podcast-style readers use it before they download).
 */
export function noticesRss(
  origin: string,
  /** The site's name (the school's settings): the feed's title and copyright. */
  siteName: string,
  notices: Notice[],
  pdfBytes: ReadonlyMap<string, number> = new Map(),
): string {
  const feed = new Feed({
    title: noticesFeedTitle(siteName),
    description: `Notices from ${siteName}`,
    id: `${origin}/notices`,
    link: `${origin}/notices`,
    language: 'en',
    copyright: siteName,
    updated: notices[0] ? new Date(notices[0].updatedAt) : undefined,
    feedLinks: { rss: `${origin}${NOTICES_FEED_PATH}` },
  });
  for (const notice of notices) {
    const link = `${origin}/notices/${notice.slug}`;
    feed.addItem({
      title: notice.title,
      id: link,
      link,
      date: new Date(notice.date),
      description: notice.description,
      content: notice.body || undefined,
      category: [{ name: notice.type }],
      ...(notice.pdfFile
        ? {
            enclosure: {
              url: `${origin}${notice.pdfFile}`,
              type: 'application/pdf',
              length: pdfBytes.get(notice._id) ?? 0,
            },
          }
        : {}),
    });
  }
  return feed.rss2();
}
