/**
 * What the page's dismiss button and the head script agree on. No zod here: the island loader
 * imports this file alone (`@skp/shared/announcement-dismissal`), and it must stay tiny.
 */

/** Where a visitor's browser keeps the keys of the banners it dismissed (localStorage, a JSON array). */
export const DISMISSED_ANNOUNCEMENTS_STORAGE_KEY = 'skp-dismissed-announcements';
/** Set on <html> before the first paint when the page can remember a dismissal (its script runs). */
export const ANNOUNCEMENTS_DISMISSIBLE_CLASS = 'announcements-dismissible';

/** The key a visitor's dismissal is stored under: a new version is a new banner. */
export const announcementDismissKey = (announcement: { _id: string; version: number }) =>
  `${announcement._id}:${announcement.version}`;
