import type { StarredPhoto } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../components/photo-gallery/gallery-photo';
import { galleryHeroPhoto, photoCountText } from './gallery-hero-photo';

const starred = (over: Partial<StarredPhoto>) =>
  ({
    _id: 's',
    imageUrl: '/s.jpg',
    title: 'Starred',
    category: 'hostel',
    media: null,
    ...over,
  }) as StarredPhoto;
const photo = (over: Partial<Photo>): Photo => ({
  id: 'p',
  src: '/p.jpg',
  title: '',
  description: '',
  alt: 'p',
  starred: false,
  media: null,
  ...over,
});

describe('galleryHeroPhoto', () => {
  it("uses the starred photo keyed by the category's name", () => {
    expect(
      galleryHeroPhoto({ Hostel: starred({ title: 'Girls Hostel' }) }, 'Hostel', 'hostel', [photo({})]),
    ).toEqual({ src: '/s.jpg', alt: 'Girls Hostel', media: null });
  });
  it('also finds it by slug when the name differs', () => {
    expect(
      galleryHeroPhoto({ 'Hostel Life': starred({ imageUrl: '/h.jpg' }) }, 'Hostel', 'hostel', [])?.src,
    ).toBe('/h.jpg');
  });
  it('falls back to a starred photo of the list, then to the first', () => {
    const list = [photo({ id: 'a', src: '/a.jpg' }), photo({ id: 'b', src: '/b.jpg', starred: true })];
    expect(galleryHeroPhoto({}, 'Hostel', 'hostel', list)?.src).toBe('/b.jpg');
    expect(galleryHeroPhoto(undefined, 'Hostel', 'hostel', [list[0]!])?.src).toBe('/a.jpg');
    expect(galleryHeroPhoto(undefined, 'Hostel', 'hostel', [])).toBeUndefined();
  });
});

describe('photoCountText', () => {
  it('counts photos', () => {
    expect(photoCountText(1)).toBe('1 photo');
    expect(photoCountText(5)).toBe('5 photos');
    expect(photoCountText(0)).toBe('0 photos');
  });
});
