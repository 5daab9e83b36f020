import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VISITOR_ESTIMATE_ERROR, VISITOR_ESTIMATE_PRECISION } from '@skp/shared';
import { HyperLogLog } from './hyperloglog';

/** A generated day: `visitors` distinct (address, browser) pairs, each asking `views` pages. */
function generatedDay(visitors: number, viewsEach: number, salt = randomBytes(32)) {
  const sketch = new HyperLogLog(VISITOR_ESTIMATE_PRECISION);
  for (let v = 0; v < visitors; v++) {
    const address = `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
    const agent = `Mozilla/5.0 (Linux; Android 14; Phone ${v % 7}) Chrome/131.0 Mobile`;
    for (let i = 0; i < viewsEach; i++) {
      sketch.add(createHmac('sha256', salt).update(`${address}\n${agent}`).digest());
    }
  }
  return sketch;
}

describe('the visitors estimate (HyperLogLog, 4,096 registers)', () => {
  it('documents a 1.6 % standard error', () => {
    expect(VISITOR_ESTIMATE_ERROR).toBeCloseTo(0.01625, 4);
  });

  // Three times the standard error: an estimate outside it is a fault, not bad luck (1 in 370).
  for (const visitors of [1, 40, 800, 6_000, 60_000]) {
    it(`estimates a day of ${visitors.toLocaleString('en')} visitors within 3 standard errors, however many pages each read`, () => {
      const estimate = generatedDay(visitors, visitors > 10_000 ? 1 : 4).estimate();
      expect(Math.abs(estimate - visitors)).toBeLessThanOrEqual(
        Math.max(1, 3 * VISITOR_ESTIMATE_ERROR * visitors),
      );
    });
  }

  it('two servers that each saw part of the day merge to the estimate of the whole day', () => {
    const salt = randomBytes(32);
    const whole = generatedDay(5_000, 1, salt);
    const first = new HyperLogLog(VISITOR_ESTIMATE_PRECISION);
    const second = new HyperLogLog(VISITOR_ESTIMATE_PRECISION);
    // The same visitors, split between two sketches (some seen by both).
    const both = generatedDay(5_000, 1, salt).registers;
    first.merge(both.map((value, i) => (i % 2 === 0 ? value : 0)));
    second.merge(both.map((value, i) => (i % 2 === 1 || i % 3 === 0 ? value : 0)));
    first.merge(second.registers);
    expect(first.estimate()).toBe(whole.estimate());
  });

  it('a day with another salt gives an unrelated sketch of the same size (nothing carries over)', () => {
    const monday = generatedDay(2_000, 1);
    const tuesday = generatedDay(2_000, 1);
    expect(Array.from(monday.registers)).not.toEqual(Array.from(tuesday.registers));
    expect(Math.abs(monday.estimate() - tuesday.estimate())).toBeLessThan(6 * VISITOR_ESTIMATE_ERROR * 2_000);
  });

  it('an empty sketch estimates 0', () => {
    expect(new HyperLogLog(VISITOR_ESTIMATE_PRECISION).estimate()).toBe(0);
  });
});
