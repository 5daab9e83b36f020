import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Keys are server-generated: `<folder>/<name>.<ext>`; nothing from a request becomes a path unchecked. */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function isValidFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newFileKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension.replace(/^\./, '').toLowerCase()}`;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** The one interface every file goes through, so an object store can replace the disk later. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Streams a file in (never whole in memory); nothing is left behind when the stream fails. Returns its size. */
  putStream(key: string, data: Readable): Promise<number>;
  /** A path on this machine's disk for tools that read files (ffmpeg), or null when the file is elsewhere. */
  localPath(key: string): string | null;
  open(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes, null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Public URL path under which the file is served, e.g. /uploads/notices/x.pdf. */
  publicUrl(key: string): string;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid file key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, full);
  }

  async putStream(key: string, data: Readable): Promise<number> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    const temp = `${full}.${randomUUID()}.tmp`;
    const out = createWriteStream(temp);
    try {
      await pipeline(data, out);
      await rename(temp, full);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return out.bytesWritten;
  }

  localPath(key: string): string | null {
    return isValidFileKey(key) ? this.pathOf(key) : null;
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    const full = this.pathOf(key);
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidFileKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!isValidFileKey(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isValidFileKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }
}

export function contentTypeOf(key: string): string {
  const types: Record<string, string> = {
    '.pdf': 'application/pdf',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.mp4': 'video/mp4',
    '.webm': 'video/webm',
  };
  return types[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** A Content-Disposition value with an ASCII-safe name and the UTF-8 original. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const safe =
    fileName
      .replace(/[^A-Za-z0-9._ -]+/g, '_')
      .replace(/^[. ]+/, '')
      .slice(0, 150) || 'file';
  return `${kind}; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(fileName.slice(0, 150))}`;
}
