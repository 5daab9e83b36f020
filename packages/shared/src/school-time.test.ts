import { describe, expect, it } from 'vitest';
import { schoolDateOf, schoolToday } from './school-time';

describe("the school's today (Asia/Kolkata)", () => {
  it("is India's date, not UTC's: 01:16 IST on 27 Nov is 19:46 UTC on the 26th", () => {
    expect(schoolToday(new Date('2026-11-26T19:46:00Z'))).toBe('2026-11-27');
    expect(schoolToday(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(schoolToday(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    // New Year in India comes five and a half hours before UTC's (the footer's year).
    expect(schoolToday(new Date('2026-12-31T19:00:00Z')).slice(0, 4)).toBe('2027');
  });

  it("gives a stored instant's date in India", () => {
    expect(schoolDateOf('2026-12-04T20:00:00.000Z')).toBe('2026-12-05');
    expect(schoolDateOf('2026-11-27')).toBe('2026-11-27');
    expect(schoolDateOf(null)).toBe('');
    expect(schoolDateOf('nonsense')).toBe('');
  });
});
