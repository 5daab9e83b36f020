import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VISITOR_ESTIMATE_ERROR, VISITOR_ESTIMATE_PRECISION } from '@skp/shared';
import { HyperLogLog } from './hyperloglog';

/** A generated day: `visitors` distinct (address, browser) pairs, each asking `views` pages. */
function generatedDay(visitors: number, viewsEach: number, salt: Buffer) {
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

const REGISTERS = 2 ** VISITOR_ESTIMATE_PRECISION;

/** Twenty days' salts, fixed so that every run measures the same days. */
const daySalts = Array.from({ length: 20 }, (_, day) => createHash('sha256').update(`day ${day}`).digest());

/** The estimator's standard error, in visitors, for a day of `visitors`. */
function standardError(visitors: number): number {
  if (visitors <= 2.5 * REGISTERS) {
    const t = visitors / REGISTERS;
    return Math.sqrt(REGISTERS * (Math.exp(t) - t - 1));
  }
  return VISITOR_ESTIMATE_ERROR * visitors;
}

describe('the visitors estimate (HyperLogLog, 4,096 registers)', () => {
  it('documents a 1.6 % standard error', () => {
    expect(VISITOR_ESTIMATE_ERROR).toBeCloseTo(0.01625, 4);
  });

  // Each size is measured over the same 20 days (fixed salts, so the test gives the same answer on
  // every run), against the standard error of the estimator in use at that size: linear counting
  // while most registers are empty (Whang et al. 1990: sqrt(m (e^t - t - 1)) for t = n / m), the
  // HyperLogLog's 1.6 % above it. Three standard errors hold practically every day (19 of 20 is
  // asked), and the days' mean must sit within three standard errors of the mean: no bias.
  for (const visitors of [1, 40, 800, 6_000, 60_000]) {
    it(`estimates a day of ${visitors.toLocaleString('en')} visitors within 3 standard errors, however many pages each read`, () => {
      const error = standardError(visitors);
      const days = visitors > 10_000 ? daySalts.slice(0, 5) : daySalts;
      const estimates = days.map((salt) =>
        generatedDay(visitors, visitors > 10_000 ? 1 : 4, salt).estimate(),
      );
      const within = estimates.filter((estimate) => Math.abs(estimate - visitors) <= Math.max(1, 3 * error));
      expect(within.length).toBeGreaterThanOrEqual(days.length - 1);
      const mean = estimates.reduce((sum, estimate) => sum + estimate, 0) / estimates.length;
      expect(Math.abs(mean - visitors)).toBeLessThanOrEqual(
        Math.max(1, (3 * error) / Math.sqrt(days.length)),
      );
    });
  }

  it('a broken estimator fails the check above (no small-range correction: 40 visitors read as about 2,950)', () => {
    const sketch = generatedDay(40, 1, daySalts[0]!);
    const m = sketch.registers.length;
    const raw =
      ((0.7213 / (1 + 1.079 / m)) * m * m) / sketch.registers.reduce((sum, value) => sum + 2 ** -value, 0);
    expect(Math.abs(raw - 40)).toBeGreaterThan(3 * standardError(40));
  });

  it('two servers that each saw part of the day merge to the estimate of the whole day', () => {
    const salt = daySalts[0]!;
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
    const monday = generatedDay(2_000, 1, daySalts[1]!);
    const tuesday = generatedDay(2_000, 1, daySalts[2]!);
    expect(Array.from(monday.registers)).not.toEqual(Array.from(tuesday.registers));
    expect(Math.abs(monday.estimate() - tuesday.estimate())).toBeLessThan(6 * VISITOR_ESTIMATE_ERROR * 2_000);
  });

  it('an empty sketch estimates 0', () => {
    expect(new HyperLogLog(VISITOR_ESTIMATE_PRECISION).estimate()).toBe(0);
  });
});
