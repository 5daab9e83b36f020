import { z } from 'zod';
import { longText, shortText } from './common.schema';

/**
 * The school as data: its names, crest, the colours of the three themes, affiliation number and
 * school code, and its wings, edited in the admin (Settings > School identity) and stored as one
 * singleton. Address, phone and social links stay in the contact details (Settings > Contact).
 */

/** The site's three themes: the school's own and the two wings'. */
export const SCHOOL_THEMES = ['main', 'nursery', 'cricket'] as const;
export type SchoolTheme = (typeof SCHOOL_THEMES)[number];

/** The wings a school may run, each with its own page and theme. */
export const SCHOOL_WINGS = ['babySteps', 'cricketAcademy'] as const;
export type SchoolWing = (typeof SCHOOL_WINGS)[number];

/** A wing's page and theme: fixed by the wing (the page's sections are the wing's). */
export const WING_PAGES: Record<SchoolWing, { path: string; theme: SchoolTheme }> = {
  babySteps: { path: '/baby-steps', theme: 'nursery' },
  cricketAcademy: { path: '/cricket-academy', theme: 'cricket' },
};

const colour = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${name} must be a colour written #rrggbb`);

export const themeColoursSchema = z.object({
  primary: colour('primary'),
  secondary: colour('secondary'),
});
export type ThemeColours = z.infer<typeof themeColoursSchema>;

/** A crest drawn as SVG: no script, no event handler, no external reference. */
const crestSchema = z
  .string()
  .trim()
  .max(20_000, 'crest must be at most 20000 characters')
  .refine((svg) => /^<svg[\s>][\s\S]*<\/svg>$/.test(svg), 'crest must be one <svg> element')
  .refine(
    (svg) => !/<script|<foreignObject|\son[a-z]+\s*=|javascript:|href\s*=\s*["']?(?!#)/i.test(svg),
    'crest must not contain scripts, event handlers or links',
  );

/** A header's title and the line under it, in both editions. */
const headerTexts = {
  /** The header's title (capitals as shown). */
  title: shortText('title', 120),
  /** The line under the header's title. */
  tagline: longText('tagline', 200).default(''),
  titleHi: longText('titleHi', 120).default(''),
  taglineHi: longText('taglineHi', 200).default(''),
};

export const wingSettingsSchema = z.object({
  /** The wing's name as the site shows it (its page, share texts); nameHi in the Hindi edition. */
  name: shortText('wing name', 80),
  nameHi: longText('wing nameHi', 80).default(''),
  ...headerTexts,
  /** Off: the wing has no page (404), no menu entry and no sitemap entry. */
  enabled: z.boolean(),
});
export type WingSettings = z.output<typeof wingSettingsSchema>;

export const schoolIdentitySchema = z.object({
  /** The full name: titles, share cards, e-mails, feeds, calendars, JSON-LD. */
  name: shortText('name', 120),
  /** The short name (home-screen icon, the admin's title). */
  shortName: shortText('shortName', 40),
  /** The town the school is in (titles, share cards, the calendar's default place). */
  town: shortText('town', 80),
  /** The name and the town in the Hindi edition (empty: the English ones). */
  nameHi: longText('nameHi', 120).default(''),
  townHi: longText('townHi', 80).default(''),
  /** The state the town is in (postal addresses, the footer), in both editions; may be empty. */
  state: longText('state', 80).default(''),
  stateHi: longText('stateHi', 80).default(''),
  /** The trust or society the school is run by, in both editions (footer, Home). */
  trust: longText('trust', 120).default(''),
  trustHi: longText('trustHi', 120).default(''),
  /** The school's header: title and tagline. */
  ...headerTexts,
  /** The crest as an SVG drawing (64x64 view box). */
  crestSvg: crestSchema,
  /** The board's affiliation number and the school code. */
  affiliationNumber: longText('affiliationNumber', 40).default(''),
  schoolCode: longText('schoolCode', 40).default(''),
  themes: z.object({
    main: themeColoursSchema,
    nursery: themeColoursSchema,
    cricket: themeColoursSchema,
  }),
  wings: z.object({
    babySteps: wingSettingsSchema,
    cricketAcademy: wingSettingsSchema,
  }),
});
export type SchoolIdentity = z.output<typeof schoolIdentitySchema>;
export type SchoolIdentityInput = z.input<typeof schoolIdentitySchema>;

/** The dark shade of a theme colour (hover, pressed): 70% of each channel. */
export function darkerColour(hex: string): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.7));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The CSS custom properties of the three themes, as site.css names them. */
export function themeCss(themes: SchoolIdentity['themes']): string {
  return SCHOOL_THEMES.map((theme) => {
    const { primary, secondary } = themes[theme];
    const selector = theme === 'main' ? `:root,[data-theme='main']` : `[data-theme='${theme}']`;
    return `${selector}{--primary:${primary};--primary-dark:${darkerColour(primary)};--secondary:${secondary};--secondary-dark:${darkerColour(secondary)}}`;
  }).join('');
}

/** Whether a path is a switched-off wing's page (or under it). */
export function isWingOff(identity: Pick<SchoolIdentity, 'wings'>, path: string): boolean {
  const bare = path.toLowerCase().replace(/\/+$/, '');
  return SCHOOL_WINGS.some((wing) => {
    if (identity.wings[wing].enabled) return false;
    const base = WING_PAGES[wing].path;
    return bare === base || bare.startsWith(`${base}/`) || bare === `/wings${base}`;
  });
}

/** The words of the identity the site's texts take as {{placeholders}}, in an edition. */
export interface SchoolTexts {
  school: string;
  town: string;
  /** The town and, when set, the state: 'Deoghar, Jharkhand'. */
  locality: string;
  trust: string;
  shortName: string;
  babySteps: string;
  cricketAcademy: string;
  /** The site's name: '<school>, <town>' (Home's title, every other title's suffix). */
  siteName: string;
}

export function schoolTexts(school: SchoolIdentity, locale: string): SchoolTexts {
  const pick = (english: string, hindi: string) => (locale === 'hi' && hindi ? hindi : english);
  const name = pick(school.name, school.nameHi);
  const town = pick(school.town, school.townHi);
  return {
    school: name,
    town,
    locality: [town, pick(school.state, school.stateHi)].filter(Boolean).join(', '),
    trust: pick(school.trust, school.trustHi),
    shortName: locale === 'hi' ? name : school.shortName,
    babySteps: pick(school.wings.babySteps.name, school.wings.babySteps.nameHi),
    cricketAcademy: pick(school.wings.cricketAcademy.name, school.wings.cricketAcademy.nameHi),
    siteName: `${name}, ${town}`,
  };
}

/** A theme's header title and tagline in an edition. */
export function themeHeader(school: SchoolIdentity, theme: SchoolTheme, locale: string) {
  const texts =
    theme === 'main' ? school : theme === 'nursery' ? school.wings.babySteps : school.wings.cricketAcademy;
  const hi = locale === 'hi';
  return {
    title: hi && texts.titleHi ? texts.titleHi : texts.title,
    tagline: hi && texts.taglineHi ? texts.taglineHi : texts.tagline,
  };
}

/** Fills {{school}}, {{town}}, ... in a text. */
export function fillSchoolTexts(text: string, texts: SchoolTexts): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    key in texts ? texts[key as keyof SchoolTexts] : match,
  );
}
