import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withAdminTextInHindi } from '../components/admin-text';
import { toHttpError } from './admin-http';

const hindi = withAdminTextInHindi(
  polyglotI18nProvider(() => ({}) as TranslationMessages, 'hi', [{ locale: 'hi', name: 'हिन्दी' }]),
);

describe("the server's refusals in words a clerk can act on", () => {
  it("says 'Please give a date and a time' for the validator's 'Invalid ISO datetime', in Hindi too", () => {
    const error = toHttpError(400, {
      message: "Invalid field 'publishAt': Invalid ISO datetime",
      fieldErrors: { publishAt: ['Invalid ISO datetime'] },
    });
    expect(error.message).toBe('Please check Publish at: Please give a date and a time');
    expect((error.body as { errors: Record<string, string> }).errors.publishAt).toBe(
      'Please give a date and a time',
    );
    expect(hindi.translate(error.message)).toBe('कृपया जाँचें — प्रकाशित करने का समय: कृपया तारीख़ और समय दें');
  });

  it("names the whole form, not 'Body', when the request itself was refused", () => {
    const error = toHttpError(400, {
      message: 'Invalid field \'body\': Unrecognized key: "fileName"',
      fieldErrors: { body: ['Unrecognized key: "fileName"'] },
    });
    expect(error.message).toBe(
      'Please check the form: This screen is out of date: please reload the page and try again',
    );
    expect(error.message).not.toMatch(/Body|Unrecognized/);
    expect(hindi.translate(error.message)).toBe(
      'कृपया जाँचें — फ़ॉर्म: यह स्क्रीन पुरानी हो गई है: कृपया पेज फिर से लोड करके दोबारा कोशिश करें',
    );
  });

  it("calls a notice's page text by its form's name", () => {
    const error = toHttpError(400, {
      message: "Invalid field 'body': Too big",
      fieldErrors: { body: ['is too long'] },
    });
    expect(error.message).toBe('Please check Text of the page: is too long');
  });
});
