import { describe, expect, it } from 'vitest';
import { initials, leaderParagraphs, leaderPreview } from './leader-text';

describe('leaderPreview', () => {
  const long = 'Education is the most powerful tool a child can be given. '.repeat(4);
  it('uses the short message when there is one', () => {
    expect(leaderPreview({ shortMessage: 'Welcome to SKP.', message: long })).toBe('Welcome to SKP.');
  });
  it('falls back to the first 100 characters of the message, marked as cut', () => {
    const preview = leaderPreview({ shortMessage: '  ', message: long });
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.slice(0, -1)).toBe(long.slice(0, 100).trimEnd());
  });
  it('shows a message of 100 characters or fewer whole', () => {
    expect(leaderPreview({ shortMessage: '', message: 'Be curious.' })).toBe('Be curious.');
  });
});

describe('leaderParagraphs', () => {
  it('prefers paragraphMessage and drops blank entries', () => {
    expect(leaderParagraphs({ message: 'one', paragraphMessage: ['First.', ' ', 'Second.'] })).toEqual([
      'First.',
      'Second.',
    ]);
  });
  it('splits the message at blank lines otherwise', () => {
    expect(leaderParagraphs({ message: 'First.\n\n  Second.\n', paragraphMessage: [] })).toEqual([
      'First.',
      'Second.',
    ]);
  });
});

describe('initials', () => {
  it('skips honorifics and takes the first and last name', () => {
    expect(initials('Dr. Suresh Kumar Pandey')).toBe('SP');
    expect(initials('Anita')).toBe('A');
    expect(initials('')).toBe('?');
  });
});
