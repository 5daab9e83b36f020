import sanitizeHtml from 'sanitize-html';
import { ValidationError } from '../errors';

/** What the admin's toolbar makes: headings, paragraphs, lists, bold/italic, links. Nothing else is kept. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Every link in a notice opens as a plain link; outside links do not pass the page's authority on.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener nofollow' } : attribs,
    }),
  },
};

/** Markup the office should hear about rather than see silently dropped: it is never a formatting choice. */
const DANGEROUS: { pattern: RegExp; problem: string }[] = [
  { pattern: /<\s*script\b/i, problem: 'must not contain <script>' },
  {
    pattern: /<\s*(iframe|object|embed|style|form|input|button|meta|link|base)\b/i,
    problem: 'must not contain embedded pages, forms or styles',
  },
  {
    pattern: /<[^>]*\son[a-z]+\s*=/i,
    problem: 'must not contain event-handler attributes (onclick, onerror, ...)',
  },
  {
    pattern: /(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
    problem: 'must not contain javascript: or data: links',
  },
];

/**
 * A notice or event body from the admin's rich-text editor, as stored and shown: refused (400 naming
 * the problem) when it holds script, event handlers or script links; otherwise cut down to the allow-list.
 */
export function sanitizeRichText(field: string, html: string): string {
  for (const { pattern, problem } of DANGEROUS)
    if (pattern.test(html))
      throw new ValidationError(`Invalid field '${field}': ${problem}`, { [field]: [problem] });
  return sanitizeHtml(html, ALLOWED).trim();
}
