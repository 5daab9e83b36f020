import { galleryCategoryName, galleryCategorySlug, localePath, type Locale } from '@skp/shared';
import { isValidFileKey } from '../../lib/file-storage';
import { richTextToPlain } from '../../lib/rich-text';
import type { CollectionSource, IndexedDocument, SourceRow } from './search.repository';

/**
 * The stored PDF a row links, as its storage key (notices and events: pdf_file; policies and
 * disclosures: file); null for none or a file elsewhere (a web address).
 */
export function pdfOf(row: Record<string, unknown>): string | null {
  const value = (row.pdf_file ?? row.file) as string | null | undefined;
  if (typeof value !== 'string' || !value.toLowerCase().endsWith('.pdf')) return null;
  const key = value.replace(/^\/uploads\//, '');
  return isValidFileKey(key) ? key : null;
}

/** Where a policy's or disclosure's file is read: the stored file, or the web address it names. */
function documentUrl(row: Record<string, unknown>): string | null {
  const value = text(row.file);
  if (!value) return null;
  if (/^https?:\/\//.test(value) || value.startsWith('/')) return value;
  return isValidFileKey(value) ? `/uploads/${value}` : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function dateOf(value: unknown): Date | null {
  return typeof value === 'string' || value instanceof Date ? new Date(value) : null;
}

/** A row's fields in one edition: Hindi where staff translated it, English otherwise. */
function fieldsIn(source: SourceRow, locale: Locale) {
  const { row, hindi } = source;
  const pick = (field: string, column = field) =>
    locale === 'hi' && hindi[field] ? hindi[field] : text(row[column]);
  return {
    title: pick('title'),
    description: pick('description'),
    body: richTextToPlain(pick('body')),
    location: pick('location'),
    altText: pick('altText', 'alt_text'),
  };
}

/** The English and the Hindi index rows of one content row (pdfText: its PDF's text, '' for none). */
export function documentsOf(source: CollectionSource, item: SourceRow, pdfText: string): IndexedDocument[] {
  const { row } = item;
  const id = String(row.id);
  const en = fieldsIn(item, 'en');
  return (['en', 'hi'] as const).map((locale): IndexedDocument => {
    const f = fieldsIn(item, locale);
    const base = {
      source,
      sourceId: id,
      locale,
      date: null as Date | null,
      publication: 'published',
      publishAt: null as Date | null,
      expireAt: null as Date | null,
      english: locale === 'hi' ? [en.title, en.description, en.body, en.location, en.altText].join(' ') : '',
    };
    const window = {
      date: dateOf(row.date),
      publication: text(row.publication) || 'published',
      publishAt: dateOf(row.publish_at),
      expireAt: dateOf(row.expire_at),
    };
    switch (source) {
      case 'notices':
        return {
          ...base,
          ...window,
          kind: 'notice',
          title: f.title,
          body: [f.description, f.body, text(row.type), pdfText].filter(Boolean).join('\n'),
          url: localePath(`/notices/${text(row.slug)}`, locale),
        };
      case 'events':
        return {
          ...base,
          ...window,
          kind: 'event',
          title: f.title,
          body: [f.description, f.location, f.body, text(row.type), pdfText].filter(Boolean).join('\n'),
          url: localePath(`/events/${text(row.slug)}`, locale),
        };
      case 'policies':
      case 'mandatory-disclosures': {
        const page = source === 'policies' ? '/' : '/mandatory-public-disclosure';
        return {
          ...base,
          kind: 'document',
          title: f.title,
          body: [f.description, pdfText].filter(Boolean).join('\n'),
          url: documentUrl(row) ?? localePath(page, locale),
        };
      }
      case 'gallery': {
        const category = text(row.category);
        const slug = galleryCategorySlug(category);
        const name = slug ? galleryCategoryName(slug) : category;
        return {
          ...base,
          kind: 'photo',
          title: f.title || f.altText || name,
          body: [f.description, f.altText, name].filter(Boolean).join('\n'),
          url: localePath(slug ? `/gallery/${slug}` : '/campus', locale),
        };
      }
    }
  });
}
