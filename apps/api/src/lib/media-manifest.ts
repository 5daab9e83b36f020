import { buffer } from 'node:stream/consumers';
import { mediaSchema, type Media } from '@skp/shared';
import type { FileStorage } from './file-storage';
import { mediaFileKeys } from './images';

/**
 * Every processed upload keeps its Media (variants, size, placeholder) in a JSON file next to it,
 * so an entity form only sends the image URL back and the server fills in the rest itself.
 */
export function manifestKeyOf(mediaUrl: string): string | null {
  const match = /^\/uploads\/([a-z0-9-]+\/[A-Za-z0-9_-]+)\.(jpg|jpeg|png|webp|avif|mp4|webm)$/.exec(mediaUrl);
  return match ? `${match[1]}.json` : null;
}

export async function saveManifest(storage: FileStorage, media: Media): Promise<void> {
  const key = manifestKeyOf(media.url);
  if (key) await storage.put(key, Buffer.from(JSON.stringify(media)));
}

/** The Media of an uploaded image URL, or null when it is not one of our uploads. */
export async function loadManifest(storage: FileStorage, url: string): Promise<Media | null> {
  const key = manifestKeyOf(url);
  if (!key) return null;
  const file = await storage.open(key);
  if (!file) return null;
  try {
    const parsed = mediaSchema.safeParse(JSON.parse((await buffer(file.stream)).toString('utf8')));
    return parsed.success && parsed.data.url === url ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes an image's files: the main file, every variant and the manifest. */
export async function removeMediaFiles(storage: FileStorage, media: Media): Promise<void> {
  const keys = mediaFileKeys(media);
  const manifest = manifestKeyOf(media.url);
  if (manifest) keys.push(manifest);
  await Promise.all(keys.map((key) => storage.remove(key)));
}
