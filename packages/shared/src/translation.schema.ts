import { z } from 'zod';
import { longText } from './common.schema';
import { LOCALES } from './locale';

/** The site's editions (locale.ts): English is the source, Hindi is translated from it. */
export const localeSchema = z.enum(LOCALES, { message: `locale must be one of: ${LOCALES.join(', ')}` });
/** The locales staff translate into (every locale but the English source). */
export const TRANSLATION_LOCALES = ['hi'] as const;
export const translationLocaleSchema = z.enum(TRANSLATION_LOCALES, {
  message: `locale must be one of: ${TRANSLATION_LOCALES.join(', ')}`,
});
export type TranslationLocale = z.infer<typeof translationLocaleSchema>;

/** A translated field's longest value (the longest English field, a page paragraph, is 5,000). */
export const TRANSLATION_MAX_LENGTH = 10_000;

/**
 * 'line' and 'multiline': one string; 'richText': one string of formatted HTML (a notice's page
 * text), sanitized like the English; 'list': a list of strings, each item translated on its own
 * (`paragraphs.0`, ...).
 */
export const translatableFieldKindSchema = z.enum(['line', 'multiline', 'richText', 'list']);
export type TranslatableFieldKind = z.infer<typeof translatableFieldKindSchema>;

/** Where a translation stands: none yet, written for the current English, or written for an older English. */
export const translationStateSchema = z.enum(['missing', 'current', 'needs-review']);
export type TranslationState = z.infer<typeof translationStateSchema>;

export const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Characters Kruti Dev / Chanakya type for Devanagari but that Hindi or English text hardly uses. */
const LEGACY_FONT_SYMBOLS =
  /[\u00A1-\u00A8\u00AA-\u00AD\u00AF\u00B1-\u00BF\u00C0-\u00DF\u00F7\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2020\u2021\u2030\u2039\u203A]/g;

/**
 * A word that only a legacy font makes: a ; | ~ ] [ { } inside or after letters (fo|ky; = विद्यालय),
 * a capital after a small letter near a word's end (gS = है; not McDonald), or 'k' (the ā sign) as the only vowel-like letter.
 */
function looksLikeLegacyWord(word: string): boolean {
  if (/[a-zA-Z][;|~[\]{}Z]|[;|~[\]{}][a-zA-Z]/.test(word)) return true;
  if (/[a-z][A-Z][a-z]?(?![a-zA-Z])/.test(word)) return true;
  const letters = word.replace(/[^a-zA-Z]/g, '');
  return letters.length >= 3 && /k/.test(letters) && !/[aeiouyAEIOUY]/.test(letters);
}

/**
 * True when a Hindi value is text typed in a legacy (non-Unicode) Hindi font such as Kruti Dev or
 * Chanakya: it has no Devanagari at all and reads as the telltale Latin mix. Devanagari, digits and
 * English names (mixed or alone) pass.
 */
export function isLegacyHindiFontText(value: string): boolean {
  if (DEVANAGARI.test(value)) return false;
  const symbols = value.match(LEGACY_FONT_SYMBOLS)?.length ?? 0;
  if (symbols >= 2) return true;
  const words = value.split(/\s+/).filter((word) => /[a-zA-Z]/.test(word));
  if (words.length === 0) return false;
  const legacy = words.filter(looksLikeLegacyWord).length + symbols;
  return legacy >= 2 && legacy / words.length >= 0.3;
}

export const LEGACY_FONT_MESSAGE =
  'This looks like text typed in a legacy Hindi font (Kruti Dev or Chanakya), which shows as gibberish on phones. ' +
  'Type it with a Unicode Hindi keyboard (Google Indic Keyboard or the phone’s Hindi keyboard), ' +
  'or convert it to Unicode before pasting.';

export const translationInputSchema = z.object({
  value: longText('value', TRANSLATION_MAX_LENGTH).refine((value) => !isLegacyHindiFontText(value), {
    message: LEGACY_FONT_MESSAGE,
  }),
});
export type TranslationInput = z.infer<typeof translationInputSchema>;

/** Every translated field of one record in one go (the side-by-side editor's Save); '' removes one. */
export const translationBatchInputSchema = z.object({
  values: z.record(
    z.string().min(1).max(100),
    longText('value', TRANSLATION_MAX_LENGTH).refine((value) => !isLegacyHindiFontText(value), {
      message: LEGACY_FONT_MESSAGE,
    }),
  ),
});
export type TranslationBatchInput = z.infer<typeof translationBatchInputSchema>;

/** One translatable field of a record, English beside its translation. */
export const translationFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  multiline: z.boolean(),
  english: z.string(),
  value: z.string().nullable(),
  state: translationStateSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TranslationField = z.infer<typeof translationFieldSchema>;

/** A record's translation in one locale: every translatable field, in the registry's order. */
export const recordTranslationSchema = z.object({
  entity: z.string(),
  entityId: z.string(),
  locale: translationLocaleSchema,
  label: z.string(),
  fields: z.array(translationFieldSchema),
});
export type RecordTranslation = z.infer<typeof recordTranslationSchema>;

/** One translatable entity as the admin sees it. */
export const translatableEntitySchema = z.object({
  entity: z.string(),
  label: z.string(),
  /** The admin screen (react-admin resource) its records are edited in. */
  resource: z.string(),
  singleton: z.boolean(),
  /** The public pages that show it, e.g. ['/', '/about']. */
  pages: z.array(z.string()),
  fields: z.array(z.object({ field: z.string(), label: z.string(), kind: translatableFieldKindSchema })),
});
export type TranslatableEntity = z.infer<typeof translatableEntitySchema>;

/** A record with something to do: fields missing a translation or needing review. */
export const translationTodoSchema = z.object({
  entity: z.string(),
  entityId: z.string(),
  label: z.string(),
  resource: z.string(),
  missing: z.array(z.string()),
  needsReview: z.array(z.string()),
});
export type TranslationTodo = z.infer<typeof translationTodoSchema>;

export const translationCountsSchema = z.object({
  entity: z.string(),
  label: z.string(),
  resource: z.string(),
  pages: z.array(z.string()),
  fields: z.number().int(),
  current: z.number().int(),
  missing: z.number().int(),
  needsReview: z.number().int(),
});
export type TranslationCounts = z.infer<typeof translationCountsSchema>;

export const translationStatusSchema = z.object({
  locale: translationLocaleSchema,
  totals: z.object({
    fields: z.number().int(),
    current: z.number().int(),
    missing: z.number().int(),
    needsReview: z.number().int(),
  }),
  entities: z.array(translationCountsSchema),
  todo: z.array(translationTodoSchema),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;
