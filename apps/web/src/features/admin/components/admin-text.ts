import { useCallback } from 'react';
import { useTranslate, type I18nProvider } from 'react-admin';
import { ADMIN_TEXT_HI } from './admin-text-hi';

/**
 * The admin's screens are written in English; their Hindi is looked up by the English text
 * itself (gettext-style), so a label reads naturally where it is used and a new one shows in
 * English until it is translated. Values go in as %{name}: t('Notice: %{title}', { title }).
 */
export type Words = (english: string, values?: Record<string, unknown>) => string;

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
      const hindi = ADMIN_TEXT_HI[english];
      return provider.translate(key, hindi === undefined ? options : { ...options, _: hindi });
    },
  };
}
