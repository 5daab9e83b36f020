import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
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
  /** The bytes this stream gives: the whole file's size, or the range's length when a range was asked. */
  size: number;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header), already checked against its size. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file on this machine's disk for a tool that reads paths (ffprobe, ffmpeg); release() when done. */
export interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

/**
 * The one interface every file goes through: the local disk (LocalFileStorage, the default) or an
 * S3-compatible object store (S3FileStorage), chosen by configuration (lib/storage.ts).
 */
export interface FileStorage {
  /** 'local' serves files from DATA_DIR/uploads as static files; 's3' through the app or MEDIA_PUBLIC_URL. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** Streams a file in (never whole in memory); nothing is left behind when the stream fails. Returns its size. */
  putStream(key: string, data: Readable): Promise<number>;
  /** Moves a finished file from this machine's disk (a tool's output) into storage under `key`. */
  putFile(key: string, path: string): Promise<void>;
  /** A path on this machine's disk for tools that read files (ffmpeg), or null when the file is elsewhere. */
  localPath(key: string): string | null;
  /** The file on this machine's disk (downloaded to a temporary file when it lives elsewhere), or null. */
  localCopy(key: string): Promise<LocalCopy | null>;
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Every stored key, in no set order (backups, a reset). */
  list(): AsyncIterable<string>;
  exists(key: string): Promise<boolean>;
  /** The file's size in bytes, null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Public URL path under which the file is served, e.g. /uploads/notices/x.pdf. */
  publicUrl(key: string): string;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = 'local';
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

  async putFile(key: string, path: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    try {
      await rename(path, full);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system (a temporary folder): copy beside, then rename, so no reader sees half a file.
      const temp = `${full}.${randomUUID()}.tmp`;
      await copyFile(path, temp);
      await rename(temp, full);
      await rm(path, { force: true });
    }
  }

  localPath(key: string): string | null {
    return isValidFileKey(key) ? this.pathOf(key) : null;
  }

  async localCopy(key: string): Promise<LocalCopy | null> {
    if (!(await this.exists(key))) return null;
    return { path: this.pathOf(key), release: async () => {} };
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    const full = this.pathOf(key);
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      if (range) return { stream: createReadStream(full, range), size: range.end - range.start + 1 };
      return { stream: createReadStream(full), size: info.size };
    } catch {
      return null;
    }
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const key = relative(this.root, join(this.root, entry)).split(sep).join('/');
      if (isValidFileKey(key) && (await this.exists(key))) yield key;
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
