import { describe, expect, it } from 'vitest';
import {
  curriculumLevelLabel,
  galleryCategorySlug,
  leaderShortMessage,
  noticeListQuerySchema,
} from './index';

describe('shared rules', () => {
  it('falls back to the first 100 characters of the message', () => {
    const message = 'x'.repeat(150);
    expect(leaderShortMessage({ shortMessage: '', message })).toBe('x'.repeat(100));
    expect(leaderShortMessage({ shortMessage: 'Short', message })).toBe('Short');
  });

  it("shows Higher Secondary as 'Senior Secondary'", () => {
    expect(curriculumLevelLabel('Higher Secondary')).toBe('Senior Secondary');
    expect(curriculumLevelLabel('Primary')).toBe('Primary');
  });

  it('resolves gallery categories by slug or name', () => {
    expect(galleryCategorySlug('games-sports')).toBe('games-sports');
    expect(galleryCategorySlug('Games and Sports')).toBe('games-sports');
    expect(galleryCategorySlug('unknown')).toBeUndefined();
  });

  it('caps list limits at 100 and defaults the sort', () => {
    expect(noticeListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(noticeListQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: 10,
      sortBy: 'date',
      sortOrder: 'desc',
    });
  });
});
