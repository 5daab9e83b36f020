import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, TEST_PASSWORD } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

async function keys(): Promise<string[]> {
  const result = await t.database.db.execute(sql`select key from rate_limits order by key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
}

describe('housekeeping', () => {
  it('deletes rate-limit counters whose window has ended and expired sessions, and keeps live ones', async () => {
    await t.app.rateLimits.hit('test:ended', { limit: 5, windowMs: 60_000 });
    await t.app.rateLimits.hit('test:live', { limit: 5, windowMs: 60_000 });
    await t.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes', expires_at = now() - interval '1 minute' where key = 'test:ended'`,
    );
    const { email, user } = await createAccount(t, 'editor');
    await signIn(t, email, TEST_PASSWORD);
    await signIn(t, email, TEST_PASSWORD);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = (select id from sessions where user_id = ${user._id} limit 1)`,
    );

    expect(await t.app.housekeeping.runOnce()).toEqual({
      rateLimits: 1,
      sessions: 1,
      enquiriesErased: 0,
      transferCertificatesErased: 0,
      privacyRequestsErased: 0,
    });
    expect(await keys()).toContain('test:live');
    expect(await keys()).not.toContain('test:ended');
    const left = await t.database.db.execute(sql`select 1 from sessions where user_id = ${user._id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('a counter starts again once its window has ended, from any key state', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await t.app.rateLimits.hit('test:again', rule)).remaining).toBe(1);
    expect((await t.app.rateLimits.hit('test:again', rule)).allowed).toBe(true);
    const refused = await t.app.rateLimits.hit('test:again', rule);
    expect(refused).toMatchObject({ allowed: false, count: 3, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    await t.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '61 seconds' where key = 'test:again'`,
    );
    expect(await t.app.rateLimits.hit('test:again', rule)).toMatchObject({ allowed: true, count: 1 });
  });
});
