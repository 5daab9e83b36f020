const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The school is in Deoghar: a date-only value or a local date-time means that day there.
  timeZone: 'Asia/Kolkata',
});

/** Long US date, e.g. 'January 5, 2025'. Unparseable input comes back unchanged. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return longDate.format(date);
}

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Rupee amount with Indian digit grouping, e.g. '₹1,25,000'. */
export function formatRupees(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '₹0';
  return `₹${indianGrouping.format(value)}`;
}

/** A phone number for display: a leading '+' is added when missing. */
export function formatPhone(phone: string | null | undefined): string {
  const trimmed = (phone ?? '').trim();
  if (!trimmed) return '';
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** The digits of a phone number for tel: and wa.me links. */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}
