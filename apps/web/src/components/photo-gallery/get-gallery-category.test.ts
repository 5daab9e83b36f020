import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fetchGalleryCategory, isInvalidCategory } from './get-gallery-category';

const photo = { _id: 'p1', imageUrl: '/uploads/gallery/p1.jpg', title: 'Play Zone' };

describe('fetchGalleryCategory', () => {
  it('reads the category call', async () => {
    const get = vi.fn(async (_path: string) => ({
      galleries: [photo],
      category: { slug: 'baby-steps', name: 'Baby Steps' },
    }));
    const data = await fetchGalleryCategory('baby-steps', get as never);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('/gallery/category/baby-steps');
    expect(data).toMatchObject({ name: 'Baby Steps', photos: [{ id: 'p1', title: 'Play Zone' }] });
  });

  it('falls back to /gallery?category=slug&limit=100 when the category call fails', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, undefined))
      .mockResolvedValueOnce({ galleries: [{ id: 'p2', url: '/p2.jpg' }] });
    const data = await fetchGalleryCategory('hostel', get);
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/gallery/category/hostel',
      '/gallery?category=hostel&limit=100',
    ]);
    expect(data.photos.map((p) => p.src)).toEqual(['/p2.jpg']);
    expect(data.name).toBeUndefined();
  });

  it('does not fall back on a 400: that is an invalid category', async () => {
    const get = vi.fn().mockRejectedValue(new ApiError(400, { message: 'Invalid category' }));
    const failure = fetchGalleryCategory('nope', get);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await failure.catch((error: unknown) => expect(isInvalidCategory(error)).toBe(true));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('fails when the fallback fails too', async () => {
    const get = vi.fn().mockRejectedValue(new ApiError(503, undefined));
    await expect(fetchGalleryCategory('hostel', get)).rejects.toThrow('HTTP error! status: 503');
    expect(isInvalidCategory(new ApiError(503, undefined))).toBe(false);
  });
});
