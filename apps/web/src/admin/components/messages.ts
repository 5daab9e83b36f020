import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { withAdminTextInHindi } from './admin-text';
import { hindiMessages } from './messages-hi';

/**
 * react-admin's own catalogue (its keys: ra.*, resources.*), the one place the admin's words are
 * looked up by key, because react-admin's components ask for them so. Every text this admin writes
 * itself is looked up by its English (admin-text.ts, Hindi in admin-text-hi.ts).
 *
 * react-admin's English with plainer words where staff read them: saves, deletes and form problems.
 * Forms also show their own messages ('Notice published', 'Contact details saved').
 */
export const englishAdminMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    notification: {
      ...englishMessages.ra.notification,
      created: 'Saved',
      updated: 'Saved |||| %{smart_count} items saved',
      deleted: 'Deleted |||| %{smart_count} items deleted',
      item_doesnt_exist: 'This item no longer exists',
      http_error: 'The server could not be reached. Please try again.',
    },
    message: {
      ...englishMessages.ra.message,
      delete_title: 'Delete this %{name}?',
      delete_content: 'It will be removed from the website. This cannot be undone.',
      unsaved_changes: 'Your changes are not saved yet. Leave this page and lose them?',
      invalid_form: 'Please correct the fields marked in red',
    },
    validation: {
      ...englishMessages.ra.validation,
      required: 'Please fill this in',
    },
  },
  /** A gallery item is one photo: 'Delete this photo?', not 'Delete this gallery?'. */
  resources: { gallery: { forcedCaseName: 'photo' } },
};

type Messages = Record<string, unknown>;
function mergeOver(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over))
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? mergeOver((base[key] as Messages | undefined) ?? {}, value as Messages)
        : value;
  return merged;
}

/** Hindi over the English: a key not yet in Hindi shows in English, never as a raw key. */
export const hindiAdminMessages = mergeOver(englishAdminMessages, hindiMessages);

export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

/** The admin's language: English by default, Hindi from the app bar's menu (react-admin's store keeps the choice). */
export const adminI18nProvider = withAdminTextInHindi(
  polyglotI18nProvider(
    (locale) => (locale === 'hi' ? hindiAdminMessages : englishAdminMessages) as typeof englishAdminMessages,
    'en',
    ADMIN_LOCALES,
    { allowMissing: true },
  ),
);
