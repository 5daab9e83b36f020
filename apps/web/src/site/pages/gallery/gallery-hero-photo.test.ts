import type { StarredPhoto } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import type { GalleryTile } from '../../sections/gallery-tiles';
import { galleryHeroPhoto } from './gallery-hero-photo';

const starred = (over: Partial<StarredPhoto>) =>
  ({
    _id: 's',
    imageUrl: '/s.jpg',
    title: 'Starred',
    category: 'hostel',
    media: null,
    ...over,
  }) as StarredPhoto;
const tile = (over: Partial<GalleryTile>): GalleryTile => ({
  id: 'p',
  src: '/p.jpg',
  title: '',
  description: '',
  alt: 'p',
  href: '/p.jpg',
  media: null,
  ...over,
});

describe('galleryHeroPhoto', () => {
  it("uses the starred photo keyed by the category's name", () => {
    expect(
      galleryHeroPhoto({ Hostel: starred({ title: 'Girls Hostel' }) }, 'Hostel', 'hostel', [tile({})]),
    ).toEqual({ src: '/s.jpg', alt: 'Girls Hostel', media: null });
  });
  it('also finds it by slug when the name differs', () => {
    expect(
      galleryHeroPhoto({ 'Hostel Life': starred({ imageUrl: '/h.jpg' }) }, 'Hostel', 'hostel', [])?.src,
    ).toBe('/h.jpg');
  });
  it('falls back to the first photo, and to none when the category is empty', () => {
    expect(galleryHeroPhoto({}, 'Hostel', 'hostel', [tile({ src: '/a.jpg' }), tile({ id: 'b' })])?.src).toBe(
      '/a.jpg',
    );
    expect(galleryHeroPhoto({}, 'Hostel', 'hostel', [])).toBeUndefined();
  });
});
