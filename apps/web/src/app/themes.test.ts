import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEMES } from './themes';

/** WCAG 2.2 AA 1.4.3: normal text needs 4.5:1. */
const AA = 4.5;

describe.each(Object.entries(THEMES))('the %s theme', (_name, theme) => {
  const { primary, secondary, background, text } = theme.palette;

  it.each([
    ['primary', primary],
    ['secondary', secondary],
  ])('%s text reads on white and on the page background, and its button text on it', (_, colour) => {
    expect(getContrastRatio(colour.main, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(colour.main, background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(colour.contrastText, colour.dark)).toBeGreaterThanOrEqual(AA);
  });

  it('body and secondary text read on the page background', () => {
    expect(getContrastRatio(text.primary, background.default)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(text.secondary, background.default)).toBeGreaterThanOrEqual(AA);
  });
});
