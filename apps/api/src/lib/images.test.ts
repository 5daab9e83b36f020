import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, inDecodeTurn } from './images';

describe('pictures decoded one at a time, straight down to size', () => {
  it('a burst of encodes runs one decode at a time, each in arrival order, none lost', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inDecodeTurn(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a failing decode lets the next one run', async () => {
    const failed = inDecodeTurn(() => Promise.reject(new Error('damaged')));
    const next = inDecodeTurn(async () => 'done');
    await expect(failed).rejects.toThrow('damaged');
    await expect(next).resolves.toBe('done');
  });

  it('a large picture becomes every variant from one decode, at most 1920 wide, rotated by its tag', async () => {
    const portrait = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const encoded = await encodeImage(portrait);
    expect([encoded.width, encoded.height]).toEqual([1920, 2560]);
    expect((await sharp(encoded.main).metadata()).width).toBe(1920);
    expect(encoded.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual(
      ['avif1280', 'avif1920', 'avif320', 'avif640', 'webp1280', 'webp1920', 'webp320', 'webp640'].sort(),
    );
    for (const variant of encoded.variants)
      expect((await sharp(variant.data).metadata()).width).toBe(variant.width);
    expect(encoded.placeholder).toMatch(/^data:image\/webp;base64,/);
  });
});
