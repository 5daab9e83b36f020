import { NOTICES_FEED_PATH, NOTICES_FEED_TITLE, SITE_NAME, type Notice } from '@skp/shared';
import { Feed } from 'feed';
/** How many of the newest notices the feed carries. */
export const NOTICES_FEED_SIZE = 30;

/** The newest published notices as RSS 2.0: each item links to the notice's page, /notices/<slug>. */
export function noticesRss(origin: string, notices: Notice[]): string {
  const feed = new Feed({
    title: NOTICES_FEED_TITLE,
    description: `Notices from ${SITE_NAME}`,
    id: `${origin}/notices`,
    link: `${origin}/notices`,
    language: 'en',
    copyright: SITE_NAME,
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
        ? { enclosure: { url: `${origin}${notice.pdfFile}`, type: 'application/pdf' } }
        : {}),
    });
  }
  return feed.rss2();
}
