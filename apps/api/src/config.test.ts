import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadConfig, startupWarnings } from './config';

describe('TRUST_PROXY', () => {
  it('refuses true at start, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust any X-Forwarded-For header.*TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=10\.0\.0\.0\/8.*TRUST_PROXY=1/,
    );
  });

  it('takes a hop count, or proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8,loopback' }).trustProxy).toBe('fd00::/8,loopback');
  });

  it('refuses anything else, naming the wrong entries', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,*', 'example.org', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be false, a hop count/,
      );
  });
});

describe('start-up warnings', () => {
  it('warn in production when PUBLIC_URL is unset (canonical and share links would name localhost)', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL is not set: canonical links, the sitemap and share links name http:\/\/localhost:3000/,
      ),
    ]);
    expect(
      startupWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.school.example' })),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});

describe('WORKERS', () => {
  it('is one process with the embedded database and one per core with PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/skp' }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/skp', WORKERS: '3' }).workers).toBe(3);
  });

  it('refuses several processes on the embedded database, which has one owner', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/skp', WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

describe('upload deadlines', () => {
  it('give uploads 15 minutes and a 30 s stall by default, never less than other requests', () => {
    expect(loadConfig({}).connections).toMatchObject({
      requestTimeoutMs: 30_000,
      uploadTimeoutMs: 900_000,
      uploadIdleTimeoutMs: 30_000,
    });
    const odd = loadConfig({
      REQUEST_TIMEOUT_MS: '60000',
      UPLOAD_TIMEOUT_MS: '20000',
      UPLOAD_IDLE_TIMEOUT_MS: '90000',
    });
    expect(odd.connections).toMatchObject({ uploadTimeoutMs: 60_000, uploadIdleTimeoutMs: 60_000 });
  });
});

describe('STORAGE', () => {
  it('keeps files on the local disk unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('takes an S3-compatible bucket with its endpoint, region, keys and path style', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'school-media',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://media.school.example/uploads/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'school-media',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(config.mediaPublicUrl).toBe('https://media.school.example/uploads');
  });

  it('refuses a bucket store without a bucket, and MEDIA_PUBLIC_URL for local files', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      /MEDIA_PUBLIC_URL needs STORAGE=s3/,
    );
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE/);
  });
});
