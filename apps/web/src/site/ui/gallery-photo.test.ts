import { describe, expect, it } from 'vitest';
import { normalizePhoto, normalizePhotos } from './gallery-photo';

describe('normalizePhoto', () => {
  it('reads the _id / imageUrl shape', () => {
    expect(
      normalizePhoto({
        _id: 'a1',
        id: 'ignored',
        imageUrl: '/uploads/gallery/a.jpg',
        url: '/other.jpg',
        title: 'Net Practice',
        description: 'Batters at the nets',
        altText: 'Young batters at net practice',
        starred: true,
      }),
    ).toEqual({
      id: 'a1',
      src: '/uploads/gallery/a.jpg',
      title: 'Net Practice',
      description: 'Batters at the nets',
      alt: 'Young batters at net practice',
      starred: true,
      media: null,
    });
  });

  it('reads the id / url shape and falls back for the alt text', () => {
    expect(normalizePhoto({ id: 'b2', url: 'https://cdn.example/b.jpg', title: 'Story Time' })).toMatchObject(
      {
        id: 'b2',
        src: 'https://cdn.example/b.jpg',
        alt: 'Story Time',
        starred: false,
      },
    );
    expect(normalizePhoto({ id: 'c', url: '/c.jpg', type: 'Hostel' })?.alt).toBe('Hostel photo');
    expect(normalizePhoto({ url: '/d.jpg' }, 3)?.id).toBe('/d.jpg#3');
  });

  it('drops photos without a picture', () => {
    expect(normalizePhoto({ _id: 'x', title: 'Nothing' })).toBeUndefined();
    expect(normalizePhotos([{ _id: 'x' }, { _id: 'y', url: '/y.jpg' }]).map((p) => p.id)).toEqual(['y']);
    expect(normalizePhotos(undefined)).toEqual([]);
  });
});
