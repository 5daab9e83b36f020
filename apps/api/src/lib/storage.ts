import type { Config } from '../config';
import { LocalFileStorage, type FileStorage } from './file-storage';
import { createS3Client, loadS3Sdk, S3FileStorage } from './s3-file-storage';

export interface Storages {
  /** What the site serves under /uploads/. */
  uploads: FileStorage;
  /** What no address serves as it is (transfer certificates' scans). */
  private: FileStorage;
  close(): Promise<void>;
}

/**
 * The configured storage: DATA_DIR/uploads and DATA_DIR/private on this disk (the default), or the
 * prefixes uploads/ and private/ of one S3-compatible bucket (STORAGE=s3). The AWS SDK is loaded only
 * for a bucket, so a server on the local disk does not carry it in memory.
 */
export async function createStorages(
  config: Pick<Config, 'storage' | 'uploadsDir' | 'privateFilesDir'>,
): Promise<Storages> {
  if (config.storage.kind === 'local')
    return {
      uploads: new LocalFileStorage(config.uploadsDir),
      private: new LocalFileStorage(config.privateFilesDir),
      close: async () => {},
    };
  const sdk = await loadS3Sdk();
  const client = createS3Client(sdk, config.storage);
  return {
    uploads: new S3FileStorage(sdk, client, config.storage.bucket, 'uploads/'),
    private: new S3FileStorage(sdk, client, config.storage.bucket, 'private/'),
    close: async () => client.destroy(),
  };
}

/** Removes every file (a reset before seeding demo content). */
export async function emptyStorage(storage: FileStorage): Promise<void> {
  for await (const key of storage.list()) await storage.remove(key);
}
