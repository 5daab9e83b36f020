import { createHmac, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { schoolToday, VISITOR_ESTIMATE_PRECISION, type VisitDevice, type VisitSource } from '@skp/shared';
import { HyperLogLog } from '../../lib/hyperloglog';
import type { Visit } from '../../lib/visit';
import type { CountRow, Measure } from './stats.repository';

/** Phone, tablet or desktop from the user agent (an iPad asking for the desktop site says Macintosh). */
export function deviceOf(userAgent: string | undefined): VisitDevice {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(agent)) return 'phone';
  return 'desktop';
}

const SOURCES: [VisitSource, RegExp][] = [
  ['whatsapp', /(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$|^com\.whatsapp/],
  ['google', /(^|\.)google\.[a-z.]+$|^com\.google\./],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$|^com\.facebook\./],
];

/**
 * Where a page view came from, by the referring page's host: null when it is a page of this site
 * (a visitor reading on), 'direct' when there is none (typed, a bookmark, an app that sends none).
 */
export function sourceOf(referrer: string | undefined, ownHosts: string[]): VisitSource | null {
  if (!referrer) return 'direct';
  let host: string;
  try {
    // android-app://com.whatsapp/ names the app as its host.
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (!host) return 'direct';
  if (ownHosts.includes(host)) return null;
  return SOURCES.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other';
}

/** isbot's answer per user agent: the same few hundred agents ask all day (bounded: cleared when full). */
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS_KEPT = 2_000;

function isBotAgent(agent: string): boolean {
  let answer = botAnswers.get(agent);
  if (answer === undefined) {
    answer = isbot(agent);
    if (botAnswers.size >= BOT_ANSWERS_KEPT) botAnswers.clear();
    botAnswers.set(agent, answer);
  }
  return answer;
}

/** Whether a request is counted at all: people's GETs, not crawlers', not without a user agent, not a prefetch. */
export function isCounted(visit: Visit): boolean {
  return (
    !visit.prefetch && visit.userAgent !== undefined && visit.userAgent !== '' && !isBotAgent(visit.userAgent)
  );
}

interface DayTally {
  counts: Map<string, number>;
  sketch: HyperLogLog;
}

/**
 * The counts since the last flush, in memory, per India day: page views per page key and edition,
 * sources, devices, downloads, and the day's visitor sketch. A visitor enters the sketch as a hash of
 * a random salt, their address and their user agent; the salt is made when the day starts, lives
 * only in this variable and is replaced at the next day, so yesterday's hashes cannot be made again
 * by anyone, and nothing of the hash but a register's maximum is kept.
 */
export function createVisitTally(options: { ownHosts: string[]; now?: () => number }) {
  const now = options.now ?? Date.now;
  let pending = new Map<string, DayTally>();
  let saltDay = '';
  let salt = randomBytes(32);
  // India's day, worked out once a minute rather than per request.
  let dayMinute = -1;
  let dayNow = '';
  const today = () => {
    const minute = Math.floor(now() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayNow = schoolToday(minute * 60_000);
    }
    return dayNow;
  };

  function dayTally(day: string): DayTally {
    let tally = pending.get(day);
    if (!tally) {
      tally = { counts: new Map(), sketch: new HyperLogLog(VISITOR_ESTIMATE_PRECISION) };
      pending.set(day, tally);
    }
    return tally;
  }

  function bump(tally: DayTally, measure: Measure, key: string, locale: string) {
    const id = `${measure}\t${key}\t${locale}`;
    tally.counts.set(id, (tally.counts.get(id) ?? 0) + 1);
  }

  function seen(tally: DayTally, day: string, visit: Visit) {
    if (day !== saltDay) {
      saltDay = day;
      salt = randomBytes(32);
    }
    tally.sketch.add(
      createHmac('sha256', salt)
        .update(`${visit.address}\n${visit.userAgent ?? ''}`)
        .digest(),
    );
  }

  return {
    /** A page view (its key: the page's canonical path, or the one 404 key) in an edition. */
    page(visit: Visit, key: string, locale: string): void {
      const day = today();
      const tally = dayTally(day);
      bump(tally, 'page', key, locale);
      const source = sourceOf(visit.referrer, [...options.ownHosts, visit.host?.split(':')[0] ?? '']);
      if (source) bump(tally, 'source', source, '');
      bump(tally, 'device', deviceOf(visit.userAgent), '');
      seen(tally, day, visit);
    },

    /** A file downloaded: '<files>/<id>' (notices/<id>, mandatory-disclosures/<id>). */
    download(visit: Visit, key: string): void {
      const day = today();
      const tally = dayTally(day);
      bump(tally, 'download', key, '');
      seen(tally, day, visit);
    },

    /** Everything counted since the last take, and a fresh start (put it back if writing it fails). */
    take(): { counts: CountRow[]; sketches: { start: string; registers: number[] }[] } {
      const taken = pending;
      pending = new Map();
      const counts: CountRow[] = [];
      const sketches: { start: string; registers: number[] }[] = [];
      for (const [start, tally] of taken) {
        for (const [id, count] of tally.counts) {
          const [measure, key, locale] = id.split('\t') as [Measure, string, string];
          counts.push({ start, measure, key, locale, count });
        }
        if (!tally.sketch.empty) sketches.push({ start, registers: Array.from(tally.sketch.registers) });
      }
      return { counts, sketches };
    },

    /** Puts back what could not be written, added to what was counted meanwhile. */
    putBack(batch: { counts: CountRow[]; sketches: { start: string; registers: number[] }[] }): void {
      for (const row of batch.counts) {
        const tally = dayTally(row.start);
        const id = `${row.measure}\t${row.key}\t${row.locale}`;
        tally.counts.set(id, (tally.counts.get(id) ?? 0) + row.count);
      }
      for (const sketch of batch.sketches) dayTally(sketch.start).sketch.merge(sketch.registers);
    },

    /** How many counters are waiting (the memory the tally holds is about this many entries). */
    get size(): number {
      let size = 0;
      for (const tally of pending.values()) size += tally.counts.size;
      return size;
    },
  };
}
