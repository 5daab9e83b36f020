import { describe, expect, it } from 'vitest';
import { asWords, formatDate, ordinal, schoolToday } from './format';

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
