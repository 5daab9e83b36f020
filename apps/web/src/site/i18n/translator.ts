import { LOCALES, schoolTexts, type Locale, type SchoolIdentity } from '@skp/shared';
import i18next, { type TFunction } from 'i18next';
import { CATALOGUES } from './catalogue';
import { formattersFor, type SiteI18n } from './site-i18n';

/**
 * One i18next instance per edition, made once when the server bundle loads (catalogues inline,
 * synchronous: a render never waits). Server only: the islands' bundles never import this file.
 */
const instances = new Map<Locale, TFunction>(
  LOCALES.map((locale) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      resources: { [locale]: { translation: CATALOGUES[locale] } },
      initAsync: false,
      // React escapes what it renders; i18next must not escape it twice. A placeholder without a
      // value stays as written: islands get such templates and fill them in the browser (fillText).
      interpolation: { escapeValue: false },
      missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
      returnNull: false,
      // A missing key is a bug the catalogue test catches; never show another edition's text silently.
      fallbackLng: false,
    });
    return [locale, instance.t.bind(instance) as TFunction];
  }),
);

export function siteI18n(locale: Locale, school: SchoolIdentity): SiteI18n {
  const t = instances.get(locale)!;
  const texts = schoolTexts(school, locale);
  return {
    locale,
    t: (key, values) => t(key, { ...texts, ...values }) as string,
    school,
    schoolTexts: texts,
    ...formattersFor(locale),
  };
}
