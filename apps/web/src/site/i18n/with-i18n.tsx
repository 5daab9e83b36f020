import { DEMO_SCHOOL, type Locale, type SchoolIdentity } from '@skp/shared';
import type { ReactNode } from 'react';
import { I18nProvider } from './site-i18n';
import { siteI18n } from './translator';

/** A page component as entry-server renders it: inside its edition's messages (tests). */
export function withI18n(node: ReactNode, locale: Locale = 'en', school: SchoolIdentity = DEMO_SCHOOL) {
  return <I18nProvider value={siteI18n(locale, school)}>{node}</I18nProvider>;
}
