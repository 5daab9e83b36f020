import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './start';

describe('start-up without a web build', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'skp-start-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stops with a message saying to build, and leaves the data folder free', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: join(dir, 'data'),
      WEB_DIST: join(dir, 'no-build'),
      PORT: '0',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    await expect(startServer(config)).rejects.toThrow(
      /The public site is not built \(.*no-build\/server\/entry-server\.js is missing\): run npm run build/,
    );
    // The embedded database's owner file is gone: another start (after building) is not refused.
    expect(existsSync(join(dir, 'data', 'server.pid'))).toBe(false);
  });
});
