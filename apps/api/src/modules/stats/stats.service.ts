import {
  DISCLOSURE_DOCUMENT_LABELS,
  resolvePage,
  schoolToday,
  VISIT_DEVICES,
  VISIT_SOURCES,
  VISITOR_ESTIMATE_ERROR,
  type DisclosureDocumentKind,
  type VisitStats,
} from '@skp/shared';
import type { StatsRepository, SketchSums } from './stats.repository';
import type { Visit } from '../../lib/visit';
import { createVisitTally, isCounted } from './visit-tally';

/** Daily figures are kept this long, then added into months (docs/privacy.md#visit-figures). */
export const DAILY_COUNTS_KEPT_YEARS = 2;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD `days` after (or before) another, as calendar dates. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** HyperLogLog's estimate from a merged sketch's sums (lib/hyperloglog.ts, computed in SQL here). */
function estimateOf(sums: SketchSums | undefined): number {
  if (!sums || sums.registers === 0) return 0;
  const m = sums.registers;
  const raw = ((0.7213 / (1 + 1.079 / m)) * m * m) / sums.sum;
  if (raw <= 2.5 * m && sums.zeros > 0) return Math.round(m * Math.log(m / sums.zeros));
  return Math.round(raw);
}

/** A document's title: its own, Appendix IX's label for a CBSE disclosure document, else its file's name. */
function documentTitle(title: string | undefined, key: string): string {
  if (title?.startsWith('kind:')) {
    const kind = title.slice('kind:'.length) as DisclosureDocumentKind;
    return DISCLOSURE_DOCUMENT_LABELS[kind] ?? kind;
  }
  return title ?? key.split('/').pop() ?? key;
}

export function createStatsService(deps: {
  repository: StatsRepository;
  /** Counting switched off (VISIT_COUNTING=off): nothing is counted, the figures stay readable. */
  counting: boolean;
  ownHosts: string[];
  now?: () => number;
}) {
  const { repository } = deps;
  const now = deps.now ?? Date.now;
  const tally = createVisitTally({ ownHosts: deps.ownHosts, now });
  let flushing: Promise<void> | undefined;

  async function writePending(): Promise<void> {
    const batch = tally.take();
    if (batch.counts.length === 0 && batch.sketches.length === 0) return;
    try {
      await repository.add(batch.counts, batch.sketches);
    } catch (error) {
      tally.putBack(batch);
      throw error;
    }
  }

  return {
    /** A page answered (a render, a kept page or a 304): counted unless a crawler or a prefetch asked. */
    countPage(visit: Visit, key: string, locale: string): void {
      if (deps.counting && isCounted(visit)) tally.page(visit, key, locale);
    },

    /** A notice's PDF or a document downloaded, as '<files>/<id>'. */
    countDownload(visit: Visit, key: string): void {
      if (deps.counting && isCounted(visit)) tally.download(visit, key);
    },

    /** Writes what was counted since the last flush (once a minute, at shutdown, before the figures are read). */
    flush(): Promise<void> {
      // One flush at a time: a second caller waits for the one under way, then writes what came since.
      const run = (flushing ?? Promise.resolve()).catch(() => undefined).then(writePending);
      flushing = run;
      return run.finally(() => {
        if (flushing === run) flushing = undefined;
      });
    },

    /** Counters waiting in memory (the cost benchmark watches it stay flat). */
    get pending(): number {
      return tally.size;
    },

    /** The admin home's figures: this instance's latest counts are written first. */
    async figures(): Promise<VisitStats> {
      await this.flush();
      const today = schoolToday(now());
      const monday = mondayOf(today);
      const from30 = addDays(today, -29);
      const fromWeeks = addDays(monday, -52 * 7);
      const [
        perDay,
        perWeek,
        daySketches,
        weekSketches,
        pages,
        editions,
        sources,
        devices,
        downloads,
        titles,
        reach,
      ] = await Promise.all([
        repository.viewsPerDay(from30, today),
        repository.viewsPerWeek(fromWeeks, today),
        repository.sketchesPerDay(from30, today),
        repository.sketchesPerWeek(fromWeeks, today),
        repository.totals('page', monday, today),
        repository.totals('page', from30, today, { byLocale: true }),
        repository.totals('source', from30, today),
        repository.totals('device', from30, today),
        repository.totals('download', from30, today),
        repository.itemTitles(),
        repository.noticeReach(),
      ]);
      const dayViews = new Map(perDay.map((row) => [row.start, row.views]));
      const daySums = new Map(daySketches.map((row) => [row.start, row]));
      const weekViews = new Map(perWeek.map((row) => [row.start, row.views]));
      const weekSums = new Map(weekSketches.map((row) => [row.start, row]));
      const pageTitle = (key: string) =>
        titles.get(key) ?? (resolvePage(key).status === 200 ? (resolvePage(key).page.title ?? '') : '');
      const byKey = new Map<string, number>();
      for (const row of pages) byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.views);
      const ranked = [...byKey].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      const sumOf = (rows: { key: string; locale: string; views: number }[], key: string) =>
        rows.filter((row) => row.key === key).reduce((n, row) => n + row.views, 0);
      const edition = (locale: string) =>
        editions.filter((row) => row.locale === locale).reduce((n, row) => n + row.views, 0);
      return {
        today,
        visitorError: VISITOR_ESTIMATE_ERROR,
        days: Array.from({ length: 30 }, (_, i) => {
          const start = addDays(from30, i);
          return { start, views: dayViews.get(start) ?? 0, visitors: estimateOf(daySums.get(start)) };
        }),
        weeks: Array.from({ length: 53 }, (_, i) => {
          const start = addDays(fromWeeks, i * 7);
          return { start, views: weekViews.get(start) ?? 0, visitors: estimateOf(weekSums.get(start)) };
        }),
        topPages: ranked
          .filter(([key]) => !key.startsWith('/notices/'))
          .slice(0, 10)
          .map(([key, views]) => ({ key, title: pageTitle(key), views })),
        topNotices: ranked
          .filter(([key]) => key.startsWith('/notices/'))
          .slice(0, 10)
          .map(([key, views]) => ({ key, title: pageTitle(key), views })),
        noticeReach: reach,
        editions: { en: edition('en'), hi: edition('hi') },
        sources: VISIT_SOURCES.map((source) => ({ source, views: sumOf(sources, source) })),
        devices: VISIT_DEVICES.map((device) => ({ device, views: sumOf(devices, device) })),
        documentDownloads: downloads
          .filter((row) => !row.key.startsWith('notices/') && !row.key.startsWith('events/'))
          .slice(0, 10)
          .map((row) => ({
            key: row.key,
            title: documentTitle(titles.get(row.key), row.key),
            views: row.views,
          })),
      };
    },

    /**
     * Retention: daily figures older than two years (India's calendar) are added into their months.
     * Returns how many daily rows went.
     */
    rollUp(at: Date = new Date(now())): Promise<number> {
      const today = schoolToday(at);
      const keepFrom = `${Number(today.slice(0, 4)) - DAILY_COUNTS_KEPT_YEARS}${today.slice(4)}`;
      return repository.rollUpBefore(keepFrom.endsWith('-02-29') ? keepFrom.replace(/29$/, '28') : keepFrom);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
