import { useCallback } from 'react';
import { useTranslate, type I18nProvider } from 'react-admin';
import { matchRefusal } from '@skp/shared';
import { fieldWords } from '../api/admin-http';
import { ADMIN_TEXT_HI } from './admin-text-hi';
import { asWords } from './format';

/**
 * The admin's screens are written in English; their Hindi is looked up by the English text
 * itself (gettext-style), so a label reads naturally where it is used and a new one shows in
 * English until it is translated. Values go in as %{name}: t('Notice: %{title}', { title }).
 */
export type Words = (english: string, values?: Record<string, unknown>) => string;

/** The school's name as the server put it on the admin's page (plugins/web.ts), in the admin's language. */
export function schoolName(locale: string): string {
  const { school = '', schoolHi = '' } = document.documentElement.dataset;
  return (locale === 'hi' && schoolHi) || school;
}

/** The admin's name: '<school> admin' ('Website admin' where no server put the name in, e.g. Vite's dev server). */
export function adminTitle(t: Words, locale: string): string {
  const school = schoolName(locale);
  return school ? t('%{school} admin', { school }) : t('Website admin');
}

/** Words for a component's own text (react-admin's props such as label and helperText need no wrapping). */
export function useWords(): Words {
  const translate = useTranslate();
  return useCallback((english, values) => translate(english, { ...values, _: english }), [translate]);
}

/**
 * In Hindi, every text react-admin translates (labels, helper texts, choices, titles,
 * notifications, validation messages, and a field's label made from its source name) falls back
 * to the Hindi of its English when the catalogue has no key for it.
 */
export function withAdminTextInHindi(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key: string, options: Record<string, unknown> = {}) => {
      if (provider.getLocale() !== 'hi') return provider.translate(key, options);
      const english = typeof options._ === 'string' ? options._ : key;
      const hindi = hindiOf(english) ?? pleaseCheckInHindi(english);
      return provider.translate(key, hindi === undefined ? options : { ...options, _: hindi });
    },
  };
}

/**
 * A server's refusal as the admin words it ('Please check Publish at: Please give a date and a
 * time', see admin-http.ts), in Hindi from its parts; undefined when a part has no Hindi.
 */
function pleaseCheckInHindi(english: string): string | undefined {
  const parts = /^Please check (.+?): (.+)$/.exec(english);
  if (!parts) return undefined;
  const field = ADMIN_TEXT_HI[parts[1]!] ?? ADMIN_TEXT_HI[parts[1]!.toLowerCase()];
  // One problem (a refusal's own text may hold '; '), else several joined by '; ' (admin-http.ts).
  const whole = hindiOf(parts[2]!);
  const problems = whole === undefined ? parts[2]!.split('; ').map(hindiOf) : [whole];
  if (field === undefined || problems.some((problem) => problem === undefined)) return undefined;
  return `${ADMIN_TEXT_HI['Please check']} ${field}: ${problems.join('; ')}`;
}

/**
 * A text's Hindi: its own entry, or, for a server refusal that carries values (the other banner's
 * text and times, a page address, a limit: REFUSALS in @skp/shared), its template's Hindi with
 * those values put in.
 */
function hindiOf(english: string): string | undefined {
  const own = ADMIN_TEXT_HI[english];
  if (own !== undefined) return own;
  const refusal = matchRefusal(english);
  const hindi = refusal && ADMIN_TEXT_HI[refusal.template];
  if (!refusal || hindi === undefined) return undefined;
  return hindi.replace(/%\{(\w+)\}/g, (_, name: string) => valueInHindi(name, refusal.values[name] ?? ''));
}

/** A refusal's value in Hindi where it is one of the admin's words (a banner's level, a field); else as sent. */
function valueInHindi(name: string, value: string): string {
  if (name === 'level' || name === 'noun') return ADMIN_TEXT_HI[asWords(value)] ?? value;
  if (name === 'field') return ADMIN_TEXT_HI[fieldWords(value)] ?? value;
  return value;
}
