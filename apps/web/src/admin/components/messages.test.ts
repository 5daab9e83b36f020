import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { hindiMessages } from './messages-hi';

/** Every leaf key of a catalogue, as 'ra.action.save'. */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** react-admin's parts staff meet; its guesser, column chooser and saved queries stay English. */
const TRANSLATED_PARTS = [
  'action',
  'boolean',
  'page',
  'input',
  'message',
  'navigation',
  'sort',
  'auth',
  'notification',
  'validation',
];

describe('the admin in Hindi', () => {
  it("has every react-admin word staff meet, and no key react-admin doesn't have", () => {
    const english = keys(englishMessages.ra).filter((key) => TRANSLATED_PARTS.includes(key.split('.')[0]!));
    const hindi = keys(hindiMessages.ra);
    expect(english.filter((key) => !hindi.includes(key))).toEqual([]);
    expect(hindi.filter((key) => !english.includes(key))).toEqual([]);
  });
});
