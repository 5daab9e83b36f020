import { z } from 'zod';

/**
 * The office's figures (the admin's home): page views, estimated visitors, notice reach, where
 * visitors come from and on what, counted by the server as it answers, in aggregate, without a
 * cookie or a stored address (docs/privacy.md#visit-figures). Days are India's days.
 */

/** Where a visit came from, by the referring site's host (none: 'direct'; WhatsApp usually sends none). */
export const VISIT_SOURCES = ['whatsapp', 'google', 'facebook', 'other', 'direct'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/** The visitor's kind of device, from the browser's user agent. */
export const VISIT_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** The page key of every address that is not a page (a 404): one bucket, whatever was asked. */
export const NOT_FOUND_PAGE_KEY = 'not-found';

/** HyperLogLog precision: 2^12 registers, a standard error of 1.04 / sqrt(4096) = 1.6 %. */
export const VISITOR_ESTIMATE_PRECISION = 12;
export const VISITOR_ESTIMATE_ERROR = 1.04 / Math.sqrt(2 ** VISITOR_ESTIMATE_PRECISION);

const count = z.number().int().min(0);

export const statsPeriodSchema = z.object({
  /** The day (YYYY-MM-DD) or the week's Monday. */
  start: z.string(),
  views: count,
  /** Estimated distinct visitors (see VISITOR_ESTIMATE_ERROR). */
  visitors: count,
});

export const statsNamedCountSchema = z.object({
  /** A page key ('home', 'notice/<slug>', 'not-found') or a bucket name. */
  key: z.string(),
  /** The notice's or page's title where there is one. */
  title: z.string(),
  views: count,
});

export const noticeReachSchema = z.object({
  id: z.string(),
  title: z.string(),
  publishedOn: z.string(),
  hasPdf: z.boolean(),
  /** Page views on the day of publishing, and in the first seven days. */
  viewsDay1: count,
  viewsDay7: count,
  /** Downloads of the notice's PDF, the same way. */
  pdfDay1: count,
  pdfDay7: count,
});

export const visitStatsSchema = z.object({
  /** Today at the school (YYYY-MM-DD): the last day of the figures. */
  today: z.string(),
  /** The relative standard error of the visitor estimates (0.016 = 1.6 %). */
  visitorError: z.number(),
  /** The last 30 days, oldest first (days without visits included, as 0). */
  days: z.array(statsPeriodSchema),
  /** The last 53 weeks (Monday to Sunday), oldest first. */
  weeks: z.array(statsPeriodSchema),
  /** This week (since Monday): the most viewed pages and notices, most first (at most 10 each). */
  topPages: z.array(statsNamedCountSchema),
  topNotices: z.array(statsNamedCountSchema),
  /** The last ten notices published, newest first. */
  noticeReach: z.array(noticeReachSchema),
  /** Page views per edition in the last 30 days. */
  editions: z.object({ en: count, hi: count }),
  /** Page views per source and per device in the last 30 days. */
  sources: z.array(z.object({ source: z.enum(VISIT_SOURCES), views: count })),
  devices: z.array(z.object({ device: z.enum(VISIT_DEVICES), views: count })),
  /** Documents opened or downloaded in the last 30 days (the CBSE disclosure's, policies), most first (at most 10). */
  documentDownloads: z.array(statsNamedCountSchema),
});
export type VisitStats = z.infer<typeof visitStatsSchema>;
export type NoticeReach = z.infer<typeof noticeReachSchema>;
