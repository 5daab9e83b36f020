import { describe, expect, it } from 'vitest';
import { asWords, formatDate, fromIndiaInput, indiaTime, ordinal, schoolToday, toIndiaInput } from './format';

describe('the admin formats', () => {
  it('writes dates the Indian way', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T09:45:00Z', true)).toMatch(/^23 Nov 2026, \d{1,2}:\d{2}\s?(am|pm)$/i);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows stored values as words and places as ordinals', () => {
    expect(asWords('medium')).toBe('Medium');
    expect(asWords('hero-images')).toBe('Hero images');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it("knows today's date in Asia/Kolkata", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(schoolToday(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(schoolToday(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });
});

describe("announcement times in India time, whatever the browser's zone", () => {
  it('shows a stored UTC instant as the time in India', () => {
    expect(toIndiaInput('2026-11-24T03:30:00.000Z')).toBe('2026-11-24T09:00');
    expect(toIndiaInput('2026-11-24T20:00:00.000Z')).toBe('2026-11-25T01:30');
    expect(indiaTime('2026-11-24T03:30:00.000Z')).toMatch(/^24 Nov 2026, 9:00\s?am IST$/i);
    expect(toIndiaInput('')).toBe('');
    // Formatting the input's own value again changes nothing (react-admin does so on an edit form).
    expect(toIndiaInput(toIndiaInput('2026-11-24T03:30:00.000Z'))).toBe('2026-11-24T09:00');
  });

  it('reads what the office typed as a time in India', () => {
    expect(fromIndiaInput('2026-11-24T09:00')).toBe('2026-11-24T09:00:00+05:30');
    expect(new Date(fromIndiaInput('2026-11-24T09:00')!).toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(fromIndiaInput('')).toBeNull();
  });
});
