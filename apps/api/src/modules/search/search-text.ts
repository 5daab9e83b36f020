import sanitizeHtml from 'sanitize-html';
import { transliterate } from 'transliteration';

/** A word as people type it: letters (with Devanagari's vowel signs and virama) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Hindi words too common to narrow a search (postpositions, 'is', 'and', question words): the
 * 'simple' configuration Hindi is indexed with keeps every word, so a question such as 'बस का समय'
 * would otherwise ask for 'का' too. English stop words are PostgreSQL's own ('english' configuration).
 */
const HINDI_STOP_WORDS = new Set([
  'का',
  'की',
  'के',
  'को',
  'में',
  'से',
  'पर',
  'तक',
  'और',
  'या',
  'है',
  'हैं',
  'था',
  'थी',
  'थे',
  'हो',
  'ने',
  'भी',
  'ही',
  'यह',
  'वह',
  'ये',
  'वे',
  'एक',
  'लिए',
  'क्या',
  'कब',
  'कैसे',
  'कहाँ',
  'कहां',
  'कौन',
  'कितनी',
  'कितना',
  'कितने',
  'कोई',
  'कुछ',
  'मेरा',
  'मेरी',
  'मेरे',
  'हम',
  'आप',
]);

export function isDevanagari(word: string): boolean {
  return DEVANAGARI.test(word);
}

/** The words of a query, lower case, each once, without Hindi stop words (at most 8). */
export function queryWords(query: string): string[] {
  const words = (query.normalize('NFC').toLowerCase().match(WORD) ?? []).filter(
    (word) => !HINDI_STOP_WORDS.has(word),
  );
  return [...new Set(words)].slice(0, 8);
}

/** The distinct words of a text worth offering as a spelling (3 to 30 characters, not only digits). */
export function spellingsOf(text: string): string[] {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].filter(
    (word) => word.length >= 3 && word.length <= 30 && !/^\p{N}+$/u.test(word) && !HINDI_STOP_WORDS.has(word),
  );
}

/**
 * Devanagari written in Latin letters, as a parent might type it ('प्रवेश' -> 'pravesh'): the
 * `transliteration` library's table. Latin words are left out (they are indexed as they are).
 */
export function latinOfHindi(text: string): string {
  const words = text.normalize('NFC').match(WORD) ?? [];
  return words
    .filter(isDevanagari)
    .map((word) =>
      transliterate(word)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ''),
    )
    .filter((word) => word.length > 1)
    .join(' ');
}

/** A word as trigrams compare it: itself, or a Devanagari word in Latin letters ('' when none is left). */
export function latinOfWord(word: string): string {
  return isDevanagari(word) ? latinOfHindi(word) : word;
}

/** Text without markup: a rich-text body or a rendered page, with a space where an element ended. */
export function plainText(html: string, options: { skipTags?: string[] } = {}): string {
  const text = sanitizeHtml(html.replace(/<\/[a-z][a-z0-9]*>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'template', 'svg', ...(options.skipTags ?? [])],
  });
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a rendered page's <main> (header, drawer and footer are every page's, not this one's). */
export function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  const main = start >= 0 && end > start ? html.slice(start, end) : html;
  // Forms (the enquiry form's labels, the search box) are not what a page is about.
  return plainText(main, { skipTags: ['form', 'button', 'select'] });
}
