import { readFile } from 'node:fs/promises';
import type { Media } from '@skp/shared';
import type { Database } from '../db/client';
import { mediaFiles } from '../db/schema/index';
import { newFileKey, type FileStorage } from '../lib/file-storage';
import { storeImage, type EncodedImage } from '../lib/images';
import { mediaRowOf } from '../lib/media';
import type { Scene } from './demo-images';
import { DemoMediaLibrary, encodeDemoPicture, type DemoPicture } from './demo-media-library';
import { demoPdf } from './demo-pdfs';
import {
  DEMO_VIDEOS,
  demoVideoPath,
  demoVideoPhonePath,
  demoVideoSeconds,
  type DemoVideoName,
} from './demo-videos';

export interface SeedContext {
  /** A transaction: seeders insert rows with it directly (seed/ is the one place besides repositories that may). */
  db: Database;
  storage: FileStorage;
  /** Stores a demo picture's files (from the demo media library) and returns its media. */
  image(scene: Scene, seed: number, folder: string, size?: { width: number; height: number }): Promise<Media>;
  /** Writes a demo PDF and returns its storage key. */
  pdf(folder: string, title: string, paragraphs: string[]): Promise<string>;
  /** Stores a committed demo video (seed/demo-videos/) with its first picture as the poster; returns its media. */
  video(name: DemoVideoName, folder: string): Promise<Media>;
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
      const encoded = await pictures({ scene, seed, ...size });
      const media = await storeImage(encoded, storage, folder);
      await db
        .insert(mediaFiles)
        .values(
          mediaRowOf(media, { contentType: 'image/jpeg', bytes: encoded.main.length, uploadedBy: null }),
        );
      return media;
    },
    async video(name, folder) {
      const video = DEMO_VIDEOS.find((candidate) => candidate.name === name)!;
      const [first] = video.pictures;
      const poster = await storeImage(await pictures(first), storage, folder);
      const key = newFileKey(folder, 'mp4');
      const bytes = await readFile(demoVideoPath(video));
      await storage.put(key, bytes);
      const url = storage.publicUrl(key);
      // Its phone copy (what the upload pipeline makes for a video wider than 640), when one is shipped.
      const phoneFile = demoVideoPhonePath(video);
      let phonePlaybackUrl: string | undefined;
      if (phoneFile) {
        const phoneKey = key.replace(/\.mp4$/, '-phone.mp4');
        await storage.put(phoneKey, await readFile(phoneFile));
        phonePlaybackUrl = storage.publicUrl(phoneKey);
      }
      const media: Media = {
        url,
        width: video.size.width,
        height: video.size.height,
        variants: poster.variants,
        ...(poster.placeholder ? { placeholder: poster.placeholder } : {}),
        poster: poster.url,
        video: {
          playbackUrl: url,
          ...(phonePlaybackUrl ? { phonePlaybackUrl } : {}),
          mimeType: 'video/mp4',
          duration: demoVideoSeconds(video),
          videoCodec: 'h264',
          audioCodec: null,
          state: 'ready',
          progress: 1,
        },
      };
      await db
        .insert(mediaFiles)
        .values(mediaRowOf(media, { contentType: 'video/mp4', bytes: bytes.length, uploadedBy: null }));
      return media;
    },
    async pdf(folder, title, paragraphs) {
      const key = newFileKey(folder, 'pdf');
      await storage.put(key, await demoPdf(title, paragraphs));
      return key;
    },
  };
}
