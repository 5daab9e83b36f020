import { describe, expect, it } from 'vitest';
import { eventEnd, formatEventWhen } from './event-pages';

// 10:00 India time on 4 December 2026 (04:30 UTC).
const START = '2026-12-04T04:30:00.000Z';

describe("an event's time as parents read it (India time)", () => {
  it('shows the start and the end staff typed, with both days when it ends on another day', () => {
    expect(formatEventWhen({ date: START, endDate: '2026-12-04T09:00:00.000Z' })).toBe(
      'December 4, 2026, 10:00 AM – 2:30 PM',
    );
    expect(formatEventWhen({ date: START, endDate: '2026-12-05T06:30:00.000Z' })).toBe(
      'December 4, 2026, 10:00 AM – December 5, 2026, 12:00 PM',
    );
  });

  it('shows only the start when staff typed no end, though a calendar entry still ends at 16:00', () => {
    expect(formatEventWhen({ date: START, endDate: null })).toBe('December 4, 2026, 10:00 AM');
    expect(formatEventWhen({ date: START, endDate: null }, 'hi-IN')).not.toContain('–');
    expect(eventEnd({ date: START, endDate: null }).toISOString()).toBe('2026-12-04T10:30:00.000Z');
  });
});
