import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStart } from '../start';
import { createTestApp, type TestApp } from '../test/test-app';
import { startupSummary } from './startup-summary';

describe('start-up block', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(() => t.close());

  it('says how to create the first admin until an account exists, then to sign in', async () => {
    const before = await describeStart(t.app, 'http://127.0.0.1:3000', true);
    expect(before.lines).toEqual([
      'S.K.P. Vidya Vihar website is ready.',
      '  Site:   http://127.0.0.1:3000',
      '  Admin:  http://127.0.0.1:3000/admin',
      '          no admin account yet: create the first with npm run admin:create -- --email you@example.org',
      '          (or set ADMIN_EMAIL and ADMIN_PASSWORD and start again)',
      `  Data:   ${t.config.dataDir} (database in db, uploads in uploads)`,
      '  Stop:   press Ctrl+C',
    ]);
    expect(before.fields.adminAccount).toBe('none: npm run admin:create -- --email you@example.org');

    await t.app.services.users.create(
      {
        email: 'office@example.org',
        name: 'Office',
        role: 'admin',
        password: 'a long and unusual passphrase 42',
      },
      null,
    );
    const after = await describeStart(t.app, 'http://127.0.0.1:3000', false);
    expect(after.lines[3]).toBe('          accounts exist: sign in with yours');
    expect(after.lines.join('\n')).not.toContain('admin:create');
    expect(after.fields).toMatchObject({
      adminAccount: 'exists',
      stop: 'send SIGTERM (e.g. systemctl stop)',
    });
  });

  it('names the public address and a PostgreSQL server without its password', () => {
    const { lines, fields } = startupSummary({
      schoolName: 'Greenfield Public School',
      url: 'http://127.0.0.1:3000',
      publicUrl: 'https://www.skpvidyavihar.example.org',
      adminExists: true,
      dataDir: '/srv/skp/data',
      databaseUrl: 'postgres://skp:s3cret-pw@db.example.org:5432/skp',
      interactive: false,
    });
    expect(lines[0]).toBe('Greenfield Public School website is ready.');
    expect(lines[1]).toBe(
      '  Site:   https://www.skpvidyavihar.example.org (listening on http://127.0.0.1:3000)',
    );
    expect(lines[2]).toBe('  Admin:  https://www.skpvidyavihar.example.org/admin');
    expect(fields.data).toBe('PostgreSQL db.example.org:5432/skp, uploads in /srv/skp/data/uploads');
    expect(JSON.stringify({ lines, fields })).not.toContain('s3cret-pw');
  });

  it('names the bucket when the files are in object storage, not a folder no file is in', () => {
    const facts = {
      schoolName: 'Greenfield Public School',
      url: 'http://127.0.0.1:3000',
      publicUrl: undefined,
      adminExists: true,
      dataDir: '/srv/skp/data',
      interactive: false,
      bucket: { name: 'school-media', endpoint: 'https://minio.example.org:9000' },
    };
    expect(
      startupSummary({ ...facts, databaseUrl: 'postgres://skp:pw@db.example.org:5432/skp' }).fields.data,
    ).toBe('PostgreSQL db.example.org:5432/skp, files in the bucket school-media at minio.example.org:9000');
    expect(startupSummary({ ...facts, databaseUrl: undefined }).fields.data).toBe(
      '/srv/skp/data (database in db, files in the bucket school-media at minio.example.org:9000)',
    );
  });
});
