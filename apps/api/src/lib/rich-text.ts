import sanitizeHtml from 'sanitize-html';
import { paragraphsAsTyped } from '@skp/shared';
import { ValidationError } from '../errors';

/** What the admin's toolbar makes: headings, paragraphs, lists, bold, italics, links. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

const ACTIVE_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'link', 'meta', 'base']);

/**
 * A rich-text body as stored: refused (400 naming the problem) when it holds a script, another
 * active element, an event-handler attribute or a javascript: link, so the office learns the text was
 * not taken as written; otherwise cut to the allow-list (unknown formatting is dropped, text kept),
 * and lines typed without the toolbar made paragraphs as typed (paragraphsAsTyped).
 */
export function sanitizeRichText(field: string, html: string): string {
  const problems = new Set<string>();
  // A first pass only to look (its output is thrown away): every tag is let through to be seen.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(name, attributes) {
      if (ACTIVE_TAGS.has(name)) problems.add(`a <${name}> element`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on/i.test(attribute)) problems.add(`an event-handler attribute (${attribute})`);
        // Browsers ignore whitespace and control characters inside a URL's scheme ('java\tscript:').
        const scheme = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
        if (/^(javascript|vbscript|data):/i.test(scheme))
          problems.add(`a ${scheme.split(':')[0]!.toLowerCase()}: link`);
      }
    },
  });
  if (problems.size > 0) {
    const message = `may not contain ${[...problems].join(', ')}`;
    throw new ValidationError(`Invalid field '${field}': ${message}`, { [field]: [message] });
  }
  return paragraphsAsTyped(sanitizeHtml(html, ALLOWED).trim());
}

/** The body as plain text (descriptions, calendar entries). */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}
