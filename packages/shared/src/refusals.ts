/**
 * The server's refusals that carry values (the other banner's text and times, a page address, a
 * limit), written once here as templates with %{name} places: the API fills them (`refusal`), and
 * the admin finds a refusal's template again in the words it receives (`matchRefusal`) to show
 * its Hindi (admin-text-hi.ts, keyed by the template) with the same values put in.
 */
export const REFUSALS = {
  announcementClash:
    'Another %{level} announcement ("%{text}") runs from %{from} to %{to} (India time): only one %{level} announcement can show at a time. Change the times or end the other one first.',
  slugTaken: "'%{slug}' is already the address of another %{noun}; choose another slug",
  imageTooLarge: 'Images may be at most %{megabytes} MB; this one is larger',
  pdfTooLarge: 'PDFs may be at most %{megabytes} MB; this one is larger',
  videoTooLarge: 'Videos may be at most %{megabytes} MB; this one is larger',
  tooLong: '%{field} must be at most %{max} characters',
} as const;

export type RefusalTemplate = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The template with its values put in. */
export function refusal(template: RefusalTemplate, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Values that are a name or a number, so a longer text is never taken for one. */
const VALUE_PATTERNS: Record<string, string> = { field: '[\\w.]+', max: '\\d+', megabytes: '\\d+' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: [RefusalTemplate, RegExp][] = Object.values(REFUSALS).map((template) => {
  const seen = new Set<string>();
  const source = template
    .split(/(%\{\w+\})/)
    .map((part) => {
      const name = /^%\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>${VALUE_PATTERNS[name] ?? '.+?'})`;
    })
    .join('');
  return [template, new RegExp(`^${source}$`, 's')];
});

/** Which refusal `message` is, with its values; undefined for any other text. */
export function matchRefusal(
  message: string,
): { template: RefusalTemplate; values: Record<string, string> } | undefined {
  for (const [template, pattern] of PATTERNS) {
    const found = pattern.exec(message);
    if (found) return { template, values: { ...found.groups } };
  }
  return undefined;
}
