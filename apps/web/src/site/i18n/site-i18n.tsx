import {
  INTL_LOCALES,
  formatEventWhen,
  localePath,
  type Locale,
  type SchoolEvent,
  type SchoolIdentity,
  type SchoolTexts,
} from '@skp/shared';
import { createContext, useContext } from 'react';
import { formatDate, formatRupees } from '../ui/formatters';
import type { MessageKey } from './catalogue';

/** Values put into a message's {{placeholders}}. */
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * What a server-rendered component needs to speak the page's edition: its messages, its links and
 * its dates, numbers and rupee amounts. Islands never read it (they run in the browser, where the
 * catalogues are not sent): a page passes an island the texts it shows as props.
 */
export interface SiteI18n {
  locale: Locale;
  /** Texts take the school's words ({{school}}, {{town}}, ...: SchoolTexts) without being given them. */
  t: Translate;
  /** The school as data (settings) and its words in this edition. */
  school: SchoolIdentity;
  schoolTexts: SchoolTexts;
  /** A site path in this edition ('/about' -> '/hi/about' on Hindi pages). */
  href(path: string): string;
  date(value: string | Date | null | undefined): string;
  /** When an event is, start to end ('December 5, 2026, 8:00 AM – 4:00 PM'). */
  when(event: Pick<SchoolEvent, 'date' | 'endDate'>): string;
  number(value: number): string;
  rupees(amount: number | string | null | undefined): string;
}

const I18nContext = createContext<SiteI18n | null>(null);
export const I18nProvider = I18nContext.Provider;

export function useI18n(): SiteI18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() outside <I18nProvider>: islands take their texts as props');
  return i18n;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** Dates, numbers and rupees of an edition; English keeps the long US dates of docs/requirements.md#home. */
export function formattersFor(
  locale: Locale,
): Pick<SiteI18n, 'href' | 'date' | 'when' | 'number' | 'rupees'> {
  if (locale === 'en') {
    const numbers = new Intl.NumberFormat(INTL_LOCALES.en);
    return {
      href: (path) => path,
      date: formatDate,
      when: (event) => formatEventWhen(event),
      number: (value) => numbers.format(value),
      rupees: formatRupees,
    };
  }
  const tag = INTL_LOCALES[locale];
  let dates = dateFormats.get(locale);
  if (!dates) {
    dates = new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(locale, dates);
  }
  const longDate = dates;
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return {
    href: (path) => localePath(path, locale),
    when: (event) => formatEventWhen(event, tag),
    date(value) {
      if (value === null || value === undefined || value === '') return '';
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
      return longDate.format(date);
    },
    number: (value) => numbers.format(value),
    rupees(amount) {
      const value = typeof amount === 'string' ? Number(amount) : amount;
      return money.format(value === null || value === undefined || !Number.isFinite(value) ? 0 : value);
    },
  };
}
