import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { encodeImage, IMAGE_ENCODING, type EncodedImage } from '../lib/images';
import { demoSvg, type Scene } from './demo-images';

/**
 * The demo pictures, encoded once and shipped with the code, so a fresh database is seeded in
 * seconds instead of re-encoding about 80 pictures into 500 files. Lives next to this file in src
 * and is copied next to the bundle by build.mjs; `npm run seed:demo-media` regenerates it.
 */
export const demoMediaDir = fileURLToPath(new URL('./demo-media/', import.meta.url));
const INDEX_FILE = 'index.json';
const DEMO_WIDTHS = [320, 640, 1280];

export interface DemoPicture {
  scene: Scene;
  seed: number;
  width: number;
  height: number;
}

interface IndexEntry {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; format: 'webp' | 'avif' }[];
}

function svgOf(picture: DemoPicture): string {
  return demoSvg(picture.scene, picture.seed, picture.width, picture.height);
}

/** Names a demo picture by what it shows and how it is encoded: changing either gives a new name. */
export function demoPictureKey(picture: DemoPicture): string {
  const hash = createHash('sha256')
    .update(svgOf(picture))
    .update(JSON.stringify({ widths: DEMO_WIDTHS, encoding: IMAGE_ENCODING }))
    .digest('hex')
    .slice(0, 16);
  return `${picture.scene}-${hash}`;
}

/** Draws and encodes a demo picture (seconds each: the slow path the library saves). */
export async function encodeDemoPicture(picture: DemoPicture): Promise<EncodedImage> {
  const png = await sharp(Buffer.from(svgOf(picture)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  return encodeImage(png, { widths: DEMO_WIDTHS });
}

const fileOf = (key: string, variant?: { width: number; format: string }) =>
  variant ? `${key}-${variant.width}.${variant.format}` : `${key}.jpg`;

export class DemoMediaLibrary {
  private index: Promise<Record<string, IndexEntry>> | undefined;

  constructor(private readonly dir: string = demoMediaDir) {}

  private readIndex(): Promise<Record<string, IndexEntry>> {
    this.index ??= readFile(join(this.dir, INDEX_FILE), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, IndexEntry>,
      () => ({}),
    );
    return this.index;
  }

  async has(picture: DemoPicture): Promise<boolean> {
    return demoPictureKey(picture) in (await this.readIndex());
  }

  /** The shipped encoding of a picture, or undefined when the library does not have it. */
  async load(picture: DemoPicture): Promise<EncodedImage | undefined> {
    const key = demoPictureKey(picture);
    const entry = (await this.readIndex())[key];
    if (!entry) return undefined;
    const [main, ...variants] = await Promise.all([
      readFile(join(this.dir, fileOf(key))),
      ...entry.variants.map((variant) => readFile(join(this.dir, fileOf(key, variant)))),
    ]);
    return {
      width: entry.width,
      height: entry.height,
      placeholder: entry.placeholder,
      main: main!,
      variants: entry.variants.map((variant, i) => ({ ...variant, data: variants[i]! })),
    };
  }

  /** Replaces the library with exactly these pictures (files of pictures no longer drawn are removed). */
  async replaceWith(pictures: Map<string, EncodedImage>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const index: Record<string, IndexEntry> = {};
    const keep = new Set([INDEX_FILE]);
    for (const key of [...pictures.keys()].sort()) {
      const image = pictures.get(key)!;
      index[key] = {
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants: image.variants.map(({ width, format }) => ({ width, format })),
      };
      keep.add(fileOf(key));
      await writeFile(join(this.dir, fileOf(key)), image.main);
      for (const variant of image.variants) {
        keep.add(fileOf(key, variant));
        await writeFile(join(this.dir, fileOf(key, variant)), variant.data);
      }
    }
    for (const file of await readdir(this.dir)) {
      if (!keep.has(file)) await rm(join(this.dir, file));
    }
    await writeFile(join(this.dir, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    this.index = Promise.resolve(index);
  }
}
