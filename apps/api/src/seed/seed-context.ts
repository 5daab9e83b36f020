import sharp from 'sharp';
import type { Media } from '@skp/shared';
import type { Database } from '../db/client';
import { newFileKey, type FileStorage } from '../lib/file-storage';
import { processImage } from '../lib/images';
import { demoSvg, type Scene } from './demo-images';
import { demoPdf } from './demo-pdfs';

export interface SeedContext {
  /** A transaction: seeders insert rows with it directly (seed/ is the one place besides repositories that may). */
  db: Database;
  storage: FileStorage;
  /** Draws a demo picture and runs it through the image pipeline. */
  image(scene: Scene, seed: number, folder: string, size?: { width: number; height: number }): Promise<Media>;
  /** Writes a demo PDF and returns its storage key. */
  pdf(folder: string, title: string, paragraphs: string[]): Promise<string>;
}

export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

export function createSeedContext(db: Database, storage: FileStorage): SeedContext {
  return {
    db,
    storage,
    async image(scene, seed, folder, size = { width: 1600, height: 900 }) {
      const png = await sharp(Buffer.from(demoSvg(scene, seed, size.width, size.height)))
        .png()
        .toBuffer();
      return processImage(png, storage, { folder, widths: [320, 640, 1280] });
    },
    async pdf(folder, title, paragraphs) {
      const key = newFileKey(folder, 'pdf');
      await storage.put(key, await demoPdf(title, paragraphs));
      return key;
    },
  };
}
