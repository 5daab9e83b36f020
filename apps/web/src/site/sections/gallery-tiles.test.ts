import type { GalleryPhoto } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { formatDuration, galleryTiles } from './gallery-tiles';

const photo = (over: Partial<GalleryPhoto>) => over as GalleryPhoto;

describe('galleryTiles', () => {
  it('takes id and url as well as _id and imageUrl (docs/requirements.md#entities), keeping the order', () => {
    const tiles = galleryTiles([
      photo({ id: 'a', url: '/uploads/a.jpg', title: 'Room A' }),
      photo({ _id: 'b', imageUrl: '/uploads/b.jpg', title: 'Room B' }),
    ]);
    expect(tiles.map((t) => [t.id, t.src, t.href, t.title])).toEqual([
      ['a', '/uploads/a.jpg', '/uploads/a.jpg', 'Room A'],
      ['b', '/uploads/b.jpg', '/uploads/b.jpg', 'Room B'],
    ]);
  });

  it('links a photo to its largest JPEG and leaves out photos without a picture', () => {
    const media = {
      url: '/uploads/c.jpg',
      width: 2000,
      height: 1500,
      placeholder: null,
      variants: [
        { url: '/uploads/c-800.jpg', width: 800, height: 600, format: 'jpeg' },
        { url: '/uploads/c-1600.webp', width: 1600, height: 1200, format: 'webp' },
        { url: '/uploads/c-1600.jpg', width: 1600, height: 1200, format: 'jpeg' },
      ],
    } as unknown as GalleryPhoto['media'];
    const tiles = galleryTiles([
      photo({ _id: 'c', imageUrl: '/uploads/c.jpg', media }),
      photo({ _id: 'none' }),
    ]);
    expect(tiles).toHaveLength(1);
    expect(tiles[0]!.href).toBe('/uploads/c-1600.jpg');
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds, hours when there are any', () => {
    expect(formatDuration(6)).toBe('0:06');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3909)).toBe('1:05:09');
    expect(formatDuration(0)).toBe('0:00');
  });
});
