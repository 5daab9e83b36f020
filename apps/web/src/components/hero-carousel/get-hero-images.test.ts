import type { HeroImage } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { heroState } from './get-hero-images';

const image = { _id: 'a', imageUrl: '/uploads/hero/a.jpg' } as HeroImage;
const HOUR = 3_600_000;
const now = 100 * HOUR;

describe('heroState', () => {
  it('shows cached images younger than 6 hours at once', () => {
    expect(
      heroState({ data: [image], dataUpdatedAt: now - 5 * HOUR, isError: false, isFetching: true }, now),
    ).toEqual({
      status: 'ready',
      images: [image],
    });
  });
  it('treats a copy older than 6 hours as loading while it is refreshed', () => {
    expect(
      heroState({ data: [image], dataUpdatedAt: now - 7 * HOUR, isError: false, isFetching: true }, now)
        .status,
    ).toBe('loading');
  });
  it('fails (gradient) when the call fails and nothing fresh is cached', () => {
    expect(
      heroState({ data: undefined, dataUpdatedAt: 0, isError: true, isFetching: false }, now).status,
    ).toBe('failed');
  });
  it('is ready with no images when the section has none', () => {
    expect(heroState({ data: [], dataUpdatedAt: now, isError: false, isFetching: false }, now)).toEqual({
      status: 'ready',
      images: [],
    });
  });
});
