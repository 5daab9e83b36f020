import type { GalleryCover, GalleryPhoto, StarredPhoto } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { galleryCards } from './gallery-section';

const cover = (slug: string, imageUrl: string, count = 3) =>
  ({ slug, name: slug, imageUrl, media: null, count }) as GalleryCover;

describe('galleryCards', () => {
  it('shows only categories with an image, in category order', () => {
    const cards = galleryCards(
      { hostel: cover('hostel', '/h.jpg'), 'games-sports': cover('games-sports', '/g.jpg', 1) },
      { 'Baby Steps': { imageUrl: '/b.jpg', media: null } as StarredPhoto },
      {
        'cricket-academy': { imageUrl: '/c.jpg', media: null } as GalleryPhoto,
        'academic-cultural-events': null,
      },
    );
    expect(cards.map((c) => [c.slug, c.imageUrl])).toEqual([
      ['games-sports', '/g.jpg'],
      ['hostel', '/h.jpg'],
      ['cricket-academy', '/c.jpg'],
      ['baby-steps', '/b.jpg'],
    ]);
    expect(cards[0]).toMatchObject({ name: 'Games and Sports', count: 1 });
  });
  it('is empty when nothing has an image', () => {
    expect(galleryCards({ hostel: cover('hostel', '') }, undefined, {})).toEqual([]);
  });
});
