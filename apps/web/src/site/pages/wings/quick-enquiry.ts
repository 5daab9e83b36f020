import { phoneDigits } from '../../ui/formatters';

/** The subject of the e-mail the 'schedule visit' button starts. */
export const SCHEDULE_VISIT_SUBJECT = 'Schedule a visit to the SKP Cricket Academy';

/** mailto: with a subject (and a short body a parent can complete), or undefined without an address. */
export function scheduleVisitHref(email: string | null | undefined): string | undefined {
  const address = (email ?? '').trim();
  if (!address) return undefined;
  const body =
    'Hello,\n\nI would like to visit the academy with my child.\nPreferred date and time:\nChild’s name and age:\n\nThank you.';
  return `mailto:${address}?subject=${encodeURIComponent(SCHEDULE_VISIT_SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** tel: with the number's digits and a leading plus, or undefined without a number. */
export function callHref(phone: string | null | undefined): string | undefined {
  const digits = phoneDigits(phone);
  return digits ? `tel:+${digits}` : undefined;
}
