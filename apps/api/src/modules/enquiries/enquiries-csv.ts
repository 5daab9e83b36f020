export interface CsvEnquiry {
  id: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  details: Record<string, string>;
  status: string;
  delivery: string;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  handledBy: string | null;
  handledAt: Date | null;
  note: string;
  createdAt: Date;
}

const COLUMNS: [string, (e: CsvEnquiry) => string][] = [
  ['Received', (e) => e.createdAt.toISOString()],
  ['Kind', (e) => e.kind],
  ['Name', (e) => e.name],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone],
  ['Student name', (e) => e.details.studentName ?? ''],
  ['Date of birth', (e) => e.details.dateOfBirth ?? ''],
  ['Class sought', (e) => e.details.classSought ?? ''],
  ['Message', (e) => e.message],
  ['Status', (e) => e.status],
  ['Delivery', (e) => e.delivery],
  ['Attempts', (e) => String(e.attempts)],
  ['Last error', (e) => e.lastError ?? ''],
  ['Sent', (e) => e.sentAt?.toISOString() ?? ''],
  ['Handled by', (e) => e.handledBy ?? ''],
  ['Handled at', (e) => e.handledAt?.toISOString() ?? ''],
  ['Note', (e) => e.note],
  ['Reference', (e) => e.id],
];

/**
 * One CSV field, safe to open in a spreadsheet: always quoted, quotes doubled, and a value that
 * starts like a formula (=, +, -, @, tab, carriage return) prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  const neutralised = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${neutralised.replace(/"/g, '""')}"`;
}

/** The export: a UTF-8 byte-order mark (so spreadsheets read Hindi and other scripts), CRLF rows. */
export function enquiriesCsv(rows: CsvEnquiry[]): string {
  const lines = [COLUMNS.map(([header]) => csvField(header)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, read]) => csvField(read(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
