import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The only account s3rver knows: it checks every request's signature against it, as S3 does. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server on 127.0.0.1 (s3rver, files in a temporary folder) for the tests that run
 * on STORAGE=s3: the SDK talks to it over HTTP with signed requests, path-style. What it does not
 * cover is in docs/operations.md (storage section).
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'skp-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
