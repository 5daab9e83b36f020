import { describe, expect, it } from 'vitest';
import { isLegacyHindiFontText, translationInputSchema } from './translation.schema';

describe('isLegacyHindiFontText', () => {
  it.each([
    'fo|ky; esa vkidk Lokxr gS',
    'izos"k ¼ekpZ½ 2026 ls izkjaHk gksxk',
    'Ldwy cUn jgsxk ;g lwpuk gS',
    'okf"kZd ijh{kk ds ifj.kke',
  ])('flags legacy-font text: %s', (value) => {
    expect(isLegacyHindiFontText(value)).toBe(true);
  });

  it.each([
    'विद्यालय में आपका स्वागत है',
    'वार्षिक दिवस 2026 – S.K.P. Vidya Vihar, देवघर',
    'Rahul Kumar',
    'S.K.P. Vidya Vihar',
    'Class 10; Section B',
    'McDonald and iPhone',
    '“Quoted” – text, © 2026',
    '2026-27',
    '',
  ])('accepts Unicode Hindi, English names and digits: %s', (value) => {
    expect(isLegacyHindiFontText(value)).toBe(false);
  });

  it('is what the input schema checks', () => {
    expect(translationInputSchema.safeParse({ value: 'fo|ky; esa vkidk Lokxr gS' }).success).toBe(false);
    expect(translationInputSchema.safeParse({ value: 'विद्यालय' }).success).toBe(true);
  });
});
