import { describe, expect, it } from 'vitest';
import { achievementsView } from './coach-achievements';

describe('achievementsView', () => {
  it('keeps a list of achievements', () => {
    expect(achievementsView([{ title: 'Ranji Trophy', description: '24 matches' }])).toEqual({
      kind: 'list',
      items: [{ title: 'Ranji Trophy', description: '24 matches' }],
    });
  });
  it('shows plain text as text', () => {
    expect(achievementsView(' Former state wicketkeeper ')).toEqual({
      kind: 'text',
      text: 'Former state wicketkeeper',
    });
  });
  it('has nothing for empty values', () => {
    expect(achievementsView([])).toEqual({ kind: 'none' });
    expect(achievementsView('  ')).toEqual({ kind: 'none' });
    expect(achievementsView(null)).toEqual({ kind: 'none' });
    expect(achievementsView([{ title: ' ', description: '' }])).toEqual({ kind: 'none' });
  });
});
