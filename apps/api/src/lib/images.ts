import sharp from 'sharp';
import type { Media } from '@skp/shared';
import { newFileKey, type FileStorage } from './file-storage';

sharp.concurrency(2);

export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
/** Refuse images above this many pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessImageOptions {
  folder: string;
  /** AVIF costs seconds per large image at high effort; 2 keeps uploads and seeding quick. */
  avifEffort?: number;
  widths?: readonly number[];
}

/**
 * Turns an uploaded or generated image into responsive variants: a JPEG at full size (max 1920),
 * WebP and AVIF at each width up to the original, and a tiny blurred placeholder. EXIF is
 * stripped (sharp drops metadata by default) after rotating by the orientation tag.
 */
export async function processImage(
  input: Buffer,
  storage: FileStorage,
  options: ProcessImageOptions,
): Promise<Media> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.clone().metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (rotated ? meta.height : meta.width) ?? 0;
  const sourceHeight = (rotated ? meta.width : meta.height) ?? 0;
  if (!sourceWidth || !sourceHeight) throw new Error('Image has no dimensions');

  const maxWidth = Math.min(sourceWidth, 1920);
  const height = Math.round((sourceHeight * maxWidth) / sourceWidth);
  const id = newFileKey(options.folder, 'jpg').replace(/\.jpg$/, '');
  const mainKey = `${id}.jpg`;
  await storage.put(
    mainKey,
    await base.clone().resize({ width: maxWidth }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  );

  const widths = (options.widths ?? VARIANT_WIDTHS).filter((w) => w <= maxWidth);
  if (widths.length === 0 || widths[widths.length - 1] !== maxWidth) widths.push(maxWidth);
  const variants: Media['variants'] = [];
  for (const width of widths) {
    const resized = base.clone().resize({ width });
    const webpKey = `${id}-${width}.webp`;
    await storage.put(webpKey, await resized.clone().webp({ quality: 70 }).toBuffer());
    variants.push({ url: storage.publicUrl(webpKey), width, format: 'webp' });
    const avifKey = `${id}-${width}.avif`;
    await storage.put(
      avifKey,
      await resized
        .clone()
        .avif({ quality: 50, effort: options.avifEffort ?? 2 })
        .toBuffer(),
    );
    variants.push({ url: storage.publicUrl(avifKey), width, format: 'avif' });
  }
  const tiny = await base.clone().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    url: storage.publicUrl(mainKey),
    width: maxWidth,
    height,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

/** Storage keys of every file that belongs to a processed image (for deletion). */
export function mediaFileKeys(media: Media): string[] {
  return [media.url, ...media.variants.map((v) => v.url)]
    .filter((url) => url.startsWith('/uploads/'))
    .map((url) => url.slice('/uploads/'.length));
}
