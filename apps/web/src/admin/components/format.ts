import { SCHOOL_TIME_ZONE, schoolDateOf, schoolToday } from '@skp/shared';

export { schoolDateOf, schoolToday };

/**
 * One date format across the admin, the Indian one: '23 Nov 2026' (and '23 Nov 2026, 3:45 pm'),
 * always in India's time (the school's zone), whatever the office computer's zone.
 */
export const INDIAN_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SCHOOL_TIME_ZONE,
};
export const INDIAN_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...INDIAN_DATE,
  hour: 'numeric',
  minute: '2-digit',
};
export const DATE_LOCALE = 'en-IN';

export function formatDate(value: unknown, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(DATE_LOCALE, withTime ? INDIAN_DATE_TIME : INDIAN_DATE);
}

/** 'medium' -> 'Medium', 'hero-images' -> 'Hero images': stored values as words. */
export function asWords(value: unknown): string {
  const text = String(value ?? '').replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '1st', '2nd', '3rd', '11th', '22nd', ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** India has one offset all year (no daylight saving), so a wall-clock time there is this offset from UTC. */
const INDIA_OFFSET = '+05:30';

/** A stored instant as the time in India, shown with its zone: '24 Nov 2026, 9:00 am IST'. */
export function indiaTime(value: unknown): string {
  const date = new Date(String(value ?? ''));
  if (value === null || value === undefined || value === '' || Number.isNaN(date.getTime())) return '';
  return `${date.toLocaleString(DATE_LOCALE, { ...INDIAN_DATE_TIME, timeZone: SCHOOL_TIME_ZONE })} IST`;
}

/** A date-time input's own value: a time in India without its zone ('2026-11-24T09:00'). */
const INPUT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The date-time input's value (YYYY-MM-DDTHH:mm) for a stored instant, in India's time. A value
 * that is one already passes unchanged: react-admin's DateTimeInput formats its formatted value
 * again (its defaultValue), which would otherwise read it in the computer's zone.
 */
export function toIndiaInput(value: unknown): string {
  if (!value) return '';
  if (typeof value === 'string' && INPUT_VALUE.test(value)) return value;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  // sv-SE writes 'YYYY-MM-DD HH:mm'.
  return date
    .toLocaleString('sv-SE', { timeZone: SCHOOL_TIME_ZONE, hour12: false })
    .slice(0, 16)
    .replace(' ', 'T');
}

/** What the office typed (a time in India) as the instant the API stores. */
export function fromIndiaInput(value: string): string | null {
  return value ? `${value}:00${INDIA_OFFSET}` : null;
}
