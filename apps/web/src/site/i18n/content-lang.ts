import { useI18n } from './site-i18n';

/** A record the page's loader put in its edition (app.services.translations.localize). */
export interface OverlaidRecord {
  /** The fields still in English (no value in the page's edition yet); a list's items as `field.N`. */
  fallbackFields?: readonly string[];
}

/**
 * The `lang` of a staff-written field on this page: 'en' when the page is of another edition and
 * the field has no value in it (every field, until the record says which were overlaid), else
 * nothing (the page's own language). English pages get no attribute at all.
 */
export function useContentLang(): (record?: object, field?: string) => 'en' | undefined {
  const { locale } = useI18n();
  return (record, field) => {
    if (locale === 'en') return undefined;
    const english = (record as OverlaidRecord | undefined)?.fallbackFields;
    if (!english || !field) return 'en';
    return english.some((name) => name === field || name.startsWith(`${field}.`)) ? 'en' : undefined;
  };
}
