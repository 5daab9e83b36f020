import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Module from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';
import {
  contentTypeOf,
  isValidFileKey,
  type ByteRange,
  type FileStorage,
  type LocalCopy,
  type StoredFile,
} from './file-storage';

export interface S3Settings {
  /** Empty for AWS itself; the store's address otherwise (R2, MinIO, Ceph RGW, a test server). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: MinIO, Ceph, test servers. */
  forcePathStyle: boolean;
}

/** The AWS SDK, loaded only when storage is a bucket (a server on the local disk never loads it). */
export interface S3Sdk {
  s3: typeof S3Module;
  Upload: typeof Upload;
}

export async function loadS3Sdk(): Promise<S3Sdk> {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { s3, Upload: storage.Upload };
}

/** One client for every prefix of the bucket (uploads/ and private/). */
export function createS3Client(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the protocol requires them: R2, Ceph and older MinIO reject or ignore the
    // SDK's newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Multipart parts of 8 MiB, two in flight: an upload holds at most ~16 MiB, whatever the video's size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * Files in an S3-compatible bucket under a prefix (`uploads/` for what the site serves, `private/`
 * for what it never serves as it is), keyed as on disk.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';

  constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private objectKey(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentTypeOf(key),
      }),
    );
  }

  async putStream(key: string, data: Readable): Promise<number> {
    const objectKey = this.objectKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A failing source fails the upload: the multipart upload is abandoned, nothing is completed.
    const source = pipeline(data, counted);
    const upload = new this.sdk.Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counted, ContentType: contentTypeOf(key) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    });
    // A store that refuses the upload stops the reading too, so neither side waits for the other.
    const stored = upload.done().catch((error: unknown) => {
      counted.destroy(error as Error);
      throw error;
    });
    const [sent, read] = await Promise.allSettled([stored, source]);
    if (read.status === 'rejected') {
      await upload.abort().catch(() => undefined);
      await this.remove(key).catch(() => undefined);
      throw read.reason;
    }
    if (sent.status === 'rejected') throw sent.reason;
    return size;
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.putStream(key, createReadStream(path));
    await rm(path, { force: true });
  }

  localPath(): string | null {
    return null;
  }

  async localCopy(key: string): Promise<LocalCopy | null> {
    const file = await this.open(key);
    if (!file) return null;
    const dir = await mkdtemp(join(tmpdir(), 'skp-media-'));
    const path = join(dir, basename(key));
    const release = () => rm(dir, { recursive: true, force: true });
    try {
      await pipeline(file.stream, createWriteStream(path));
    } catch (error) {
      await release();
      throw error;
    }
    return { path, release };
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    try {
      const answer = await this.client.send(
        new this.sdk.s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    for await (const page of this.sdk.s3.paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    )) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isValidFileKey(key)) yield key;
      }
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    if (!isValidFileKey(key)) return null;
    try {
      const head = await this.client.send(
        new this.sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isValidFileKey(key)) return;
    await this.client.send(
      new this.sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }
}
