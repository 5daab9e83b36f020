import { useI18n } from './site-i18n';

/** A record whose fields may have been overlaid with another edition's values (issue 20 §3). */
export interface OverlaidRecord {
  /** The fields still in English (no value in the page's edition yet). */
  englishFields?: readonly string[];
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
    const english = (record as OverlaidRecord | undefined)?.englishFields;
    if (!english || !field) return 'en';
    return english.includes(field) ? 'en' : undefined;
  };
}
