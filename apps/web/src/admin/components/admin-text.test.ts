import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_LEVELS,
  CURRICULUM_LEVELS,
  EVENT_STATUSES,
  FACULTY_DEPARTMENTS,
  GALLERY_CATEGORIES,
  HERO_SECTIONS,
  NOTICE_PRIORITIES,
  REFUSALS,
  refusal,
  UPLOAD_FOLDERS,
  USER_ROLES,
  uploadRulesFor,
} from '@skp/shared';
import { MENU_GROUPS } from './admin-menu';
import { withAdminTextInHindi } from './admin-text';
import { ADMIN_TEXT_HI } from './admin-text-hi';
import { asWords } from './format';

const ADMIN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

function adminSources(): { file: string; source: string }[] {
  return ['components', 'resources']
    .flatMap((folder) =>
      readdirSync(join(ADMIN_DIR, folder))
        .filter((name) => name.endsWith('.tsx'))
        .map((name) => join(ADMIN_DIR, folder, name)),
    )
    .concat(join(ADMIN_DIR, 'admin-app.tsx'))
    .map((file) => ({ file, source: readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, '') }));
}

const QUOTED = String.raw`(['"])((?:\\.|(?!\1)[^\\\n])+)\1`;

/** The admin's own words: t('...') and t(cond ? '...' : '...'). */
const WORDS_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bt\(\s*` + QUOTED, 'g'),
  new RegExp(String.raw`\bt\(\s*[^'"()]*?\?\s*` + QUOTED, 'g'),
  new RegExp(String.raw`\bt\(\s*[^'"()]*?\?\s*(?:'[^']*'|"[^"]*")\s*:\s*` + QUOTED, 'g'),
];

/** Other English texts a screen shows, found where the admin's code writes them. */
const TEXT_PATTERNS: RegExp[] = [
  // JSX props react-admin or the admin's own parts show: label="...", helperText={'...'}
  new RegExp(String.raw`\b(?:label|helperText|title|placeholder)=\{?` + QUOTED, 'g'),
  // notifications, validation messages, choices, form titles and the menu
  new RegExp(String.raw`\b(?:notify|needs|required)\(\s*` + QUOTED, 'g'),
  new RegExp(String.raw`\bmaxLength\([^,]+,\s*` + QUOTED, 'g'),
  new RegExp(String.raw`\b(?:name|saved|create|edit|where|label|waiting):\s*` + QUOTED, 'g'),
];

/** Maps of stored values to words (const VISIBILITY = { live: 'On the site', ... }). */
function mapWords(source: string): string[] {
  const maps = source.matchAll(/const [A-Z_]+(?::[^=]+)? = \{([^}]*)\}/g);
  return [...maps].flatMap(([, body]) => [...body!.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]!));
}

/** 'shortMessage' -> 'Short message', as react-admin labels a field that has no label. */
function humanize(source: string): string {
  const words = source
    .split('.')
    .pop()!
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Inputs and fields without a label: react-admin shows their source's name as words. */
function unlabelledSources(source: string): string[] {
  return [...source.matchAll(/<\w+(?:Input|Field)\b((?:(?!\/>)[\s\S])*?)\/>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/\blabel=/.test(attributes))
    .flatMap((attributes) => [...attributes.matchAll(/\bsource="([\w.]+)"/g)].map((m) => humanize(m[1]!)));
}

function screenTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const { file, source } of adminSources()) {
    const found = [
      ...WORDS_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[2]!)),
      // elsewhere a lone lowercase word or a path is a value (a colour, a field, a page), not words
      ...[
        ...TEXT_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[2]!)),
        ...mapWords(source),
      ].filter((text) => !/^[a-z][\w-]*$|\//.test(text) || / /.test(text)),
      ...unlabelledSources(source),
    ];
    for (const text of found) if (/[A-Za-z]{2}/.test(text) && !texts.has(text)) texts.set(text, file);
  }
  return texts;
}

/** Names staff know in English in both languages (products, and terms the admin keeps). */
const SAME_IN_BOTH = new Set(['PDF', 'Facebook', 'Instagram', 'YouTube', 'X / Twitter']);

describe('the admin in Hindi: its own screens', () => {
  it('has Hindi for every English text the admin writes on a screen', () => {
    const texts = screenTexts();
    // The scan must find the screens' texts at all: a broken pattern would pass with nothing found.
    expect(texts.size).toBeGreaterThan(350);
    expect(texts.has('Text for WhatsApp')).toBe(true);
    expect(texts.has('Short message')).toBe(true);
    const missing = [...texts].filter(([text]) => ADMIN_TEXT_HI[text] === undefined);
    expect(missing.map(([text, file]) => `${text}  (${file.split('/admin/')[1]})`)).toEqual([]);
  });

  it('has Hindi for the stored values shown as words, and for every upload rule', () => {
    const values = [
      ...[NOTICE_PRIORITIES, EVENT_STATUSES, ANNOUNCEMENT_LEVELS, USER_ROLES, HERO_SECTIONS].flatMap((list) =>
        list.map(asWords),
      ),
      ...FACULTY_DEPARTMENTS,
      ...CURRICULUM_LEVELS,
      ...GALLERY_CATEGORIES.map((category) => category.name),
      ...UPLOAD_FOLDERS.map((folder) => uploadRulesFor(folder).summary),
    ];
    expect(values.filter((value) => ADMIN_TEXT_HI[value] === undefined)).toEqual([]);
  });

  it('has every menu label in Hindi', () => {
    const labels = ['Dashboard', ...MENU_GROUPS.flatMap((g) => [g.label, ...g.links.map((l) => l.label)])];
    expect(labels.filter((label) => ADMIN_TEXT_HI[label] === undefined)).toEqual([]);
  });

  it('writes its Hindi in Devanagari and keeps every value the English puts in', () => {
    for (const [english, hindi] of Object.entries(ADMIN_TEXT_HI)) {
      if (SAME_IN_BOTH.has(english)) {
        expect(hindi).toBe(english);
        continue;
      }
      expect(hindi, english).toMatch(/\p{Script=Devanagari}/u);
      const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
      // A place on Home reads '2nd' in English and as the number in Hindi (both are given).
      const englishValues = placeholders(english).map((name) => (name === 'place' ? 'n' : name));
      expect(
        placeholders(hindi).map((name) => (name === 'place' ? 'n' : name)),
        english,
      ).toEqual(englishValues);
    }
  });
});

describe('the i18n provider', () => {
  const provider = () =>
    withAdminTextInHindi(
      polyglotI18nProvider(
        (locale) => ({ ra: { action: { save: locale === 'hi' ? 'सहेजें' : 'Save' } } }) as never,
        'en',
        [
          { locale: 'en', name: 'English' },
          { locale: 'hi', name: 'हिन्दी' },
        ],
        { allowMissing: true },
      ),
    );

  it('shows English in English, with values put in', () => {
    const i18n = provider();
    expect(i18n.translate('Title', { _: 'Title' })).toBe('Title');
    expect(i18n.translate('Notice: %{name}', { _: 'Notice: %{name}', name: 'Exams' })).toBe('Notice: Exams');
  });

  it("in Hindi, finds a label's, a field name's and a notification's Hindi by its English", async () => {
    const i18n = provider();
    await i18n.changeLocale('hi');
    // a label: translate(label, { _: label })
    expect(i18n.translate('Page address', { _: 'Page address' })).toBe('पेज का पता');
    // a field without a label: the resource's key, with the field's name in words as the default
    expect(i18n.translate('resources.notices.fields.title', { _: 'Title' })).toBe('शीर्षक');
    // a notification: translate(message, args), no default
    expect(i18n.translate('Notice published')).toBe('सूचना प्रकाशित हुई');
    expect(i18n.translate('Notice: %{name}', { _: 'Notice: %{name}', name: 'Exams' })).toBe('सूचना: Exams');
    // the catalogue's own keys still win, and an unknown text stays as written
    expect(i18n.translate('ra.action.save')).toBe('सहेजें');
    expect(i18n.translate('Something new', { _: 'Something new' })).toBe('Something new');
  });
  it("shows the server's refusals that carry values in Hindi, with their values put in", async () => {
    const i18n = provider();
    const clash = refusal(REFUSALS.announcementClash, {
      level: 'important',
      text: 'Annual day rehearsal',
      from: '15-Jan-2028, 9:00 am',
      to: '15-Jan-2028, 5:00 pm',
    });
    // English stays as the server wrote it.
    expect(i18n.translate(clash, { _: clash })).toBe(clash);
    await i18n.changeLocale('hi');
    expect(i18n.translate(clash, { _: clash })).toBe(
      'एक और ज़रूरी बैनर ("Annual day rehearsal") 15-Jan-2028, 9:00 am से 15-Jan-2028, 5:00 pm (भारत का समय) तक लगा है: एक समय में एक ही ज़रूरी बैनर दिख सकता है। समय बदलें या पहले दूसरे बैनर को समाप्त करें।',
    );
    // Inside 'Please check <field>: <problem>' (admin-http.ts), the field's name in Hindi too.
    const slug = `Please check Slug: ${refusal(REFUSALS.slugTaken, { slug: 'exam-dates', noun: 'notice' })}`;
    expect(i18n.translate(slug, { _: slug })).toBe(
      "कृपया जाँचें — पेज का पता: 'exam-dates' पहले से किसी और सूचना का पता है; कोई दूसरा पता चुनें",
    );
    const long = `Please check Title: ${refusal(REFUSALS.tooLong, { field: 'title', max: 200 })}`;
    expect(i18n.translate(long, { _: long })).toBe('कृपया जाँचें — शीर्षक: शीर्षक में अधिकतम 200 अक्षर हो सकते हैं');
    const large = refusal(REFUSALS.pdfTooLarge, { megabytes: 25 });
    expect(i18n.translate(large)).toBe('PDF अधिकतम 25 MB की हो सकती है; यह उससे बड़ी है');
    // A text that only looks like a template is not taken for one.
    const other = 'Please check Title: the title of the notice must be at most 200 characters long';
    expect(i18n.translate(other, { _: other })).toBe(other);
  });

  it('has Hindi for every refusal template the server fills', () => {
    expect(Object.values(REFUSALS).filter((template) => ADMIN_TEXT_HI[template] === undefined)).toEqual([]);
  });
});
