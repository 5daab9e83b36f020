import { DEMO_SCHOOL } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue';
import { en } from './messages-en';
import { hi } from './messages-hi';
import { formattersFor } from './site-i18n';
import { siteI18n } from './translator';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = new Map(leaves(en as unknown as Tree));
  const hindi = new Map(leaves(hi as unknown as Tree));

  it('have the same keys in English and Hindi, none of them empty', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
    expect(Object.keys(CATALOGUES).sort()).toEqual(['en', 'hi']);
  });

  it('use the same placeholders in both editions', () => {
    for (const [key, text] of english) expect(placeholders(hindi.get(key)!), key).toEqual(placeholders(text));
  });

  it('the Hindi catalogue is Hindi: every text has Devanagari (names and numbers aside)', () => {
    const latinOnly = [...hindi].filter(([, text]) => !/[\u0900-\u097F]/.test(text)).map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('English keeps the texts of docs/requirements.md', () => {
    const t = siteI18n('en', DEMO_SCHOOL).t;
    expect(t('enquiry.success')).toBe('Thank you for your enquiry! We will get back to you soon.');
    expect(t('gallery.empty')).toBe('No photos available in this category yet');
    expect(t('gallery.photoCount', { count: 1 })).toBe('1 photo');
    expect(t('gallery.photoCount', { count: 5 })).toBe('5 photos');
    expect(t('meta.about.title')).toBe('About Us');
  });

  it('Hindi plurals, placeholders left for islands, dates and rupees through Intl hi-IN', () => {
    const { t } = siteI18n('hi', DEMO_SCHOOL);
    expect(t('gallery.photoCount', { count: 1 })).toBe('1 तस्वीर');
    expect(t('gallery.photoCount', { count: 12 })).toBe('12 तस्वीरें');
    expect(t('hero.slide')).toBe('{{count}} में से {{index}}');
    const format = formattersFor('hi');
    expect(format.date('2025-01-05')).toBe('5 जनवरी 2025');
    expect(format.rupees(125000)).toBe('₹1,25,000');
    expect(format.number(1234567)).toBe('12,34,567');
    expect(format.href('/about')).toBe('/hi/about');
    expect(formattersFor('en').date('2025-01-05')).toBe('January 5, 2025');
  });
});
