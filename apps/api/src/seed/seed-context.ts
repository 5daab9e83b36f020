import type { Media } from '@skp/shared';
import type { Database } from '../db/client';
import { newFileKey, type FileStorage } from '../lib/file-storage';
import { storeImage, type EncodedImage } from '../lib/images';
import type { Scene } from './demo-images';
import { DemoMediaLibrary, encodeDemoPicture, type DemoPicture } from './demo-media-library';
import { demoPdf } from './demo-pdfs';

export interface SeedContext {
  /** A transaction: seeders insert rows with it directly (seed/ is the one place besides repositories that may). */
  db: Database;
  storage: FileStorage;
  /** Stores a demo picture's files (from the demo media library) and returns its media. */
  image(scene: Scene, seed: number, folder: string, size?: { width: number; height: number }): Promise<Media>;
  /** Writes a demo PDF and returns its storage key. */
  pdf(folder: string, title: string, paragraphs: string[]): Promise<string>;
}

export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/** Where a seed gets the encoded files of a demo picture. */
export type DemoPictureSource = (picture: DemoPicture) => Promise<EncodedImage>;

const shippedLibrary = new DemoMediaLibrary();

/** The shipped library, or drawing and encoding when it lacks the picture (the seed code changed). */
export const libraryOrEncode: DemoPictureSource = async (picture) =>
  (await shippedLibrary.load(picture)) ?? encodeDemoPicture(picture);

export function createSeedContext(
  db: Database,
  storage: FileStorage,
  pictures: DemoPictureSource = libraryOrEncode,
): SeedContext {
  return {
    db,
    storage,
    async image(scene, seed, folder, size = { width: 1600, height: 900 }) {
      return storeImage(await pictures({ scene, seed, ...size }), storage, folder);
    },
    async pdf(folder, title, paragraphs) {
      const key = newFileKey(folder, 'pdf');
      await storage.put(key, await demoPdf(title, paragraphs));
      return key;
    },
  };
}
