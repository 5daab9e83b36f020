import { describe, expect, it } from 'vitest';
import { cachedCount, forgetCounts, LARGE_TOTAL, TTL_MS } from './count-cache';

function counter(values: number[]) {
  let calls = 0;
  return {
    count: async () => values[Math.min(calls++, values.length - 1)]!,
    get calls() {
      return calls;
    },
  };
}

describe('count cache', () => {
  it('counts small totals every time', async () => {
    const owner = {};
    const c = counter([3, 4]);
    expect(await cachedCount(owner, 'k', c.count)).toBe(3);
    expect(await cachedCount(owner, 'k', c.count)).toBe(4);
    expect(c.calls).toBe(2);
  });

  it('keeps a large total for a minute, per key and owner', async () => {
    const owner = {};
    let now = 1_000;
    const clock = () => now;
    const c = counter([LARGE_TOTAL, LARGE_TOTAL + 5]);
    expect(await cachedCount(owner, 'k', c.count, undefined, clock)).toBe(LARGE_TOTAL);
    now += TTL_MS - 1;
    expect(await cachedCount(owner, 'k', c.count, undefined, clock)).toBe(LARGE_TOTAL);
    expect(c.calls).toBe(1);
    now += 1;
    expect(await cachedCount(owner, 'k', c.count, undefined, clock)).toBe(LARGE_TOTAL + 5);
    expect(c.calls).toBe(2);

    const other = counter([7]);
    expect(await cachedCount(owner, 'other key', other.count, undefined, clock)).toBe(7);
    expect(await cachedCount({}, 'k', other.count, undefined, clock)).toBe(7);
  });

  it('forgets kept totals after a write', async () => {
    const owner = {};
    const c = counter([5000, 4999]);
    await cachedCount(owner, 'k', c.count);
    forgetCounts(owner);
    expect(await cachedCount(owner, 'k', c.count)).toBe(4999);
  });

  it('reads the total of a composite count', async () => {
    const owner = {};
    let calls = 0;
    const byCategory = async () => {
      calls++;
      return [
        { category: 'a', n: 600 },
        { category: 'b', n: 600 },
      ];
    };
    const total = (rows: { n: number }[]) => rows.reduce((sum, r) => sum + r.n, 0);
    await cachedCount(owner, 'by category', byCategory, total);
    expect(await cachedCount(owner, 'by category', byCategory, total)).toHaveLength(2);
    expect(calls).toBe(1);
  });
});
