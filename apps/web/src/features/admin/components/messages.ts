import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English with plainer words where staff read them: saves, deletes and form problems.
 * Forms also show their own messages ('Notice published', 'Contact details saved').
 */
const messages = {
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
};

export const adminI18nProvider = polyglotI18nProvider(() => messages, 'en', undefined, {
  allowMissing: true,
});
