import sharp from 'sharp';
import type { Media } from '@skp/shared';
import { newFileKey, type FileStorage } from './file-storage';

// A small server: libvips' threads per picture, and no operation cache (every upload is a new picture;
// the cache would only keep decoded pixels of pictures already done).
sharp.concurrency(2);
sharp.cache(false);

/**
 * Pictures are decoded one at a time: a decode holds the whole picture's pixels (a 40-megapixel PNG
 * is ~160 MB however small the file), so a burst of uploads waits its turn here, each upload kept
 * by its request meanwhile, instead of decoding them all at once.
 */
const DECODES_AT_ONCE = 1;
let decoding = 0;
const waitingToDecode: (() => void)[] = [];

export async function inDecodeTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waitingToDecode.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    const next = waitingToDecode.shift();
    if (next) next();
    else decoding--;
  }
}

export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
/** Refuse images above this many pixels (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Encoder settings of every variant (the seed's demo media library is keyed by them too). */
export const IMAGE_ENCODING = {
  jpeg: { quality: 78, mozjpeg: true },
  webp: { quality: 70 },
  // Higher AVIF effort costs seconds per large image; 2 keeps uploads and seeding quick.
  avif: { quality: 50, effort: 2 },
  placeholder: { width: 16, blur: 1, quality: 40 },
} as const;

export interface ProcessImageOptions {
  folder: string;
  widths?: readonly number[];
}

/** Every file of a processed image, still in memory: what processImage stores, and what the seed's demo media library keeps. */
export interface EncodedImage {
  width: number;
  height: number;
  /** JPEG at full size (max 1920). */
  main: Buffer;
  variants: { width: number; format: 'webp' | 'avif'; data: Buffer }[];
  placeholder: string;
}

/**
 * Turns an uploaded or generated image into responsive variants: a JPEG at full size (max 1920),
 * WebP and AVIF at each width up to the original, and a tiny blurred placeholder. EXIF is
 * stripped (sharp drops metadata by default) after rotating by the orientation tag.
 */
export async function encodeImage(
  input: Buffer,
  options: Omit<ProcessImageOptions, 'folder'> = {},
): Promise<EncodedImage> {
  return inDecodeTurn(() => encodeInTurn(input, options));
}

async function encodeInTurn(
  input: Buffer,
  options: Omit<ProcessImageOptions, 'folder'>,
): Promise<EncodedImage> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  const rotated = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (rotated ? meta.height : meta.width) ?? 0;
  const sourceHeight = (rotated ? meta.width : meta.height) ?? 0;
  if (!sourceWidth || !sourceHeight) throw new Error('Image has no dimensions');

  const maxWidth = Math.min(sourceWidth, 1920);
  const widths = (options.widths ?? VARIANT_WIDTHS).filter((w) => w <= maxWidth);
  if (widths.length === 0 || widths[widths.length - 1] !== maxWidth) widths.push(maxWidth);
  // The picture is decoded once, straight down to its largest size (1920 wide at most); every file
  // is made from those pixels, so memory is that of one 1920-wide picture, not of ten full decodes.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: maxWidth })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const base = sharp(data, { raw });
  const height = info.height;
  // The encodes are independent: started together they keep every core busy.
  const [main, tiny, ...variants] = await Promise.all([
    base.clone().jpeg(IMAGE_ENCODING.jpeg).toBuffer(),
    base
      .clone()
      .resize({ width: IMAGE_ENCODING.placeholder.width })
      .blur(IMAGE_ENCODING.placeholder.blur)
      .webp({ quality: IMAGE_ENCODING.placeholder.quality })
      .toBuffer(),
    ...widths.flatMap((width) => [
      base
        .clone()
        .resize({ width })
        .webp(IMAGE_ENCODING.webp)
        .toBuffer()
        .then((data) => ({ width, format: 'webp' as const, data })),
      base
        .clone()
        .resize({ width })
        .avif(IMAGE_ENCODING.avif)
        .toBuffer()
        .then((data) => ({ width, format: 'avif' as const, data })),
    ]),
  ]);
  return {
    width: maxWidth,
    height,
    main: main as Buffer,
    variants: variants as EncodedImage['variants'],
    placeholder: `data:image/webp;base64,${(tiny as Buffer).toString('base64')}`,
  };
}

/** Writes an encoded image's files under new random names in `folder`. */
export async function storeImage(image: EncodedImage, storage: FileStorage, folder: string): Promise<Media> {
  const id = newFileKey(folder, 'jpg').replace(/\.jpg$/, '');
  const mainKey = `${id}.jpg`;
  await storage.put(mainKey, image.main);
  const variants: Media['variants'] = [];
  for (const variant of image.variants) {
    const key = `${id}-${variant.width}.${variant.format}`;
    await storage.put(key, variant.data);
    variants.push({ url: storage.publicUrl(key), width: variant.width, format: variant.format });
  }
  return {
    url: storage.publicUrl(mainKey),
    width: image.width,
    height: image.height,
    variants,
    placeholder: image.placeholder,
  };
}

export async function processImage(
  input: Buffer,
  storage: FileStorage,
  options: ProcessImageOptions,
): Promise<Media> {
  return storeImage(await encodeImage(input, options), storage, options.folder);
}

/** Storage keys of every file that belongs to a processed image (for deletion). */
export function mediaFileKeys(media: Media): string[] {
  const video = media.video
    ? [
        ...(media.video.playbackUrl !== media.url ? [media.video.playbackUrl] : []),
        ...(media.video.phonePlaybackUrl ? [media.video.phonePlaybackUrl] : []),
      ]
    : [];
  return [media.url, ...media.variants.map((v) => v.url), ...(media.poster ? [media.poster] : []), ...video]
    .filter((url) => url.startsWith('/uploads/'))
    .map((url) => url.slice('/uploads/'.length));
}
