import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugFromTitle } from './slugs';

describe('slugFromTitle', () => {
  it('lowercases, joins words with single hyphens and drops punctuation', () => {
    expect(slugFromTitle('Admissions Open for Session 2024-25!', 'notice')).toBe(
      'admissions-open-for-session-2024-25',
    );
    expect(slugFromTitle('  PTM -- Saturday, 9:00 AM  ', 'notice')).toBe('ptm-saturday-9-00-am');
  });

  it('transliterates letters outside ASCII', () => {
    expect(slugFromTitle('Café Día', 'notice')).toBe('cafe-dia');
    const hindi = slugFromTitle('विद्यालय कल बंद रहेगा', 'notice');
    expect(hindi).toMatch(SLUG_PATTERN);
    expect(hindi.split('-')).toHaveLength(4);
  });

  it('falls back when nothing is left, and cuts long titles at a word boundary with room for a suffix', () => {
    expect(slugFromTitle('🎉🎉', 'notice')).toBe('notice');
    const long = slugFromTitle('word '.repeat(40), 'notice');
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH - 4);
    expect(long).toMatch(SLUG_PATTERN);
    expect(long.endsWith('word')).toBe(true);
  });
});

describe('firstFreeSlug', () => {
  it('takes the base, else the first free numbered one', () => {
    expect(firstFreeSlug('ptm', new Set())).toBe('ptm');
    expect(firstFreeSlug('ptm', new Set(['ptm']))).toBe('ptm-2');
    expect(firstFreeSlug('ptm', new Set(['ptm', 'ptm-2', 'ptm-4']))).toBe('ptm-3');
  });
});
