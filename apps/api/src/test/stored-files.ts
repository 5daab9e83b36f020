import { readdirSync } from 'node:fs';
import type { TestApp } from './test-app';

/** The stored keys (under a folder), whichever storage the test app runs on. */
export async function storedKeys(t: TestApp, folder?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.storage.list()) if (!folder || key.startsWith(`${folder}/`)) keys.push(key);
  return keys.sort();
}

/** Everything in storage, half-written files included: the uploads folder's entries on disk, the bucket's objects. */
export async function storedEntryCount(t: TestApp): Promise<number> {
  if (t.app.storage.kind === 'local') return readdirSync(t.config.uploadsDir, { recursive: true }).length;
  return (await storedKeys(t)).length;
}

/** The storage key of a /uploads/ URL. */
export function keyOfUrl(url: string): string {
  if (!url.startsWith('/uploads/')) throw new Error(`Not an uploaded file's URL: ${url}`);
  return url.slice('/uploads/'.length);
}

/** Whether the file behind a /uploads/ URL (or a key) is stored. */
export function isStored(t: TestApp, urlOrKey: string): Promise<boolean> {
  return t.app.storage.exists(urlOrKey.startsWith('/uploads/') ? keyOfUrl(urlOrKey) : urlOrKey);
}
