import { LRUCache } from 'lru-cache';

export interface RenderBudgetOptions {
  /** Renders an address may ask for at once. */
  burst: number;
  /** Renders an address earns back per second. */
  perSecond: number;
  /** Addresses remembered (the least recently seen are forgotten first). */
  addresses?: number;
}

/**
 * Page renders allowed per client address (a token bucket), so one address asking for page after
 * page that is not kept cannot take the CPU from everyone else. Kept in this process's memory on
 * purpose: it guards this instance's CPU, and a counter in the database would cost a write per
 * request of the very flood it guards against. A limit of 0 per second turns it off.
 */
export function createRenderBudget({ burst, perSecond, addresses = 10_000 }: RenderBudgetOptions) {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: addresses });
  return {
    /** Takes one render for `address`: 0 when it may render now, else the whole seconds to wait. */
    take(address: string, now = Date.now()): number {
      if (perSecond <= 0) return 0;
      const bucket = buckets.get(address);
      const tokens = bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : burst;
      if (tokens < 1) {
        buckets.set(address, { tokens, at: now });
        return Math.max(1, Math.ceil((1 - tokens) / perSecond));
      }
      buckets.set(address, { tokens: tokens - 1, at: now });
      return 0;
    },
  };
}
export type RenderBudget = ReturnType<typeof createRenderBudget>;
