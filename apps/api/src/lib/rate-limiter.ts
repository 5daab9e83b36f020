/**
 * The one rate-limit mechanism of the server: fixed-window counters in the database, so every
 * instance on one PostgreSQL shares them. Use it through `app.rateLimits`:
 *
 *   const { allowed, remaining, retryAfterSeconds } =
 *     await app.rateLimits.hit(`password-reset:${request.ip}`, { limit: 5, windowMs: 15 * 60_000 });
 *
 *   // or let it answer 429 (with Retry-After) when over the limit:
 *   await app.rateLimits.enforce(`enquiry:${request.ip}`, { limit: 5, windowMs: 600_000 },
 *     (wait) => `Too many enquiries. Please try again in ${wait}.`); // wait: '10 minutes'
 *
 * `hit` counts first and answers after, in one SQL statement (INSERT ... ON CONFLICT DO UPDATE ...
 * RETURNING), so 200 parallel requests on one key are counted 1..200 and only `limit` are allowed;
 * there is no separate read that parallel requests could all pass. Refused hits are counted too
 * (the window does not move, so this never extends a lock). `refund` gives one hit back (a sign-in
 * that turned out correct), `reset` forgets a key. Keys are `<purpose>:<what is counted>`, e.g.
 * `sign-in:address:203.0.113.9`. Expired rows are deleted by `pruneExpired` (plugins/housekeeping.ts
 * runs it on a schedule).
 */
import { TooManyRequestsError } from '../errors';
import type { RateLimitsRepository } from './rate-limits.repository';

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  /** Window length in milliseconds (the window starts at the first hit). */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in this window, this one included. */
  count: number;
  /** Hits still allowed in this window after this one. */
  remaining: number;
  /** Seconds until the window ends and the counter starts again. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** `hit`, throwing a 429 (with Retry-After) whose message gets the minutes to wait. */
  enforce(key: string, rule: RateLimitRule, message: (minutes: string) => string): Promise<RateLimitResult>;
  /** Gives `hits` (default one) back to a live window, never below zero. */
  refund(key: string, hits?: number): Promise<void>;
  reset(key: string): Promise<void>;
  /**
   * Forgets every key of `purpose` (e.g. 'sign-in:pair:') that ends with `suffix` (one account's,
   * from every address); answers the live ones' keys and counts.
   */
  resetMatching(purpose: string, suffix: string): Promise<{ key: string; count: number }[]>;
  /** Deletes every counter whose window has ended; returns how many went. */
  pruneExpired(): Promise<number>;
}

/** "15 minutes", "1 minute": the wait, rounded up to whole minutes. */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyRequests(result: RateLimitResult, message: (minutes: string) => string) {
  return new TooManyRequestsError(message(minutesToWait(result.retryAfterSeconds)), result.retryAfterSeconds);
}

export function createRateLimiter(repository: RateLimitsRepository): RateLimiter {
  async function hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const { count, retryAfterSeconds } = await repository.hit(key, rule.windowMs);
    return {
      allowed: count <= rule.limit,
      count,
      remaining: Math.max(0, rule.limit - count),
      retryAfterSeconds,
    };
  }
  return {
    hit,
    async enforce(key, rule, message) {
      const result = await hit(key, rule);
      if (!result.allowed) throw tooManyRequests(result, message);
      return result;
    },
    refund: (key, hits = 1) => repository.refund(key, hits),
    reset: (key) => repository.reset(key),
    resetMatching: (purpose, suffix) => repository.resetMatching(purpose, suffix),
    pruneExpired: () => repository.pruneExpired(),
  };
}
