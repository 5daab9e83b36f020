import { SCHOOL_TIME_ZONE } from './constants';

const schoolDay = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE });

/**
 * Today's date at the school (SCHOOL_TIME_ZONE), as YYYY-MM-DD (en-CA writes dates that way):
 * every "today" of the site and the admin, never the server's (UTC) or the browser's. At 01:16 in
 * India on 27 Nov it is 19:46 UTC on 26 Nov, and this says '...-11-27'.
 */
export function schoolToday(now: Date | number = new Date()): string {
  return schoolDay.format(now);
}

/** The date at the school of a stored instant (YYYY-MM-DD); '' for a missing or invalid one. */
export function schoolDateOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? '' : schoolDay.format(date);
}
