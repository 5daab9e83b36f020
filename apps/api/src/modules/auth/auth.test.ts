import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../cli/first-admin';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SIGN_IN_LIMITS } from '../../lib/sign-in-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** Every test signs in from its own address, so the per-address limit of one test never spills over. */
const nextAddress = () => `10.1.0.${++address}`;

function login(email: string, password: string, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}
function me(cookie?: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('sign-in', () => {
  it('sets an HttpOnly SameSite=Strict session cookie holding a random token stored only as a hash', async () => {
    const { email, user } = await createAccount(t, 'editor');
    const response = await login(email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email, role: 'editor', _id: user._id });
    expect(response.json().data.user.passwordHash).toBeUndefined();
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^skp_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Secure');
    const token = response.cookies[0]!.value;
    const stored = await rows<{ token_hash: string }>(
      sql`select token_hash from sessions where user_id = ${user._id}`,
    );
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect(stored.some((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);

    const who = await me(`skp_session=${token}`);
    expect(who.statusCode).toBe(200);
    expect(who.json().data.user).toMatchObject({ email, role: 'editor', name: 'Test editor' });
  });

  it('gives a new token at every sign-in', async () => {
    const { email } = await createAccount(t, 'editor');
    const first = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const second = await signIn(t, email, TEST_PASSWORD, nextAddress());
    expect(first).not.toBe(second);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const { email } = await createAccount(t, 'editor');
    const wrong = await login(email, 'not the password');
    const unknown = await login('nobody@school.test', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Wrong e-mail address or password');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 to /me without a cookie and with a made-up token', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('skp_session=' + 'A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED', message: 'Please sign in' });
  });

  it('uses a Secure __Host- cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://www.skp.example' } });
    try {
      const { email } = await createAccount(secure, 'editor');
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: TEST_PASSWORD },
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^__Host-skp_session=/);
      expect(header).toContain('Secure');
      expect(header).toContain('Path=/');
      expect(header).not.toContain('Domain');
      const cookie = `__Host-skp_session=${response.cookies[0]!.value}`;
      const who = await secure.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(who.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('sign-out and expiry', () => {
  it('ends the session on the server: the old token no longer works', async () => {
    const { email } = await createAccount(t, 'editor');
    const cookie = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/skp_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session that has been idle longer than SESSION_IDLE_MINUTES, and slides one in use', async () => {
    const { email, user } = await createAccount(t, 'editor');
    const cookie = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const [session] = await rows<{ expires_at: string }>(
      sql`select expires_at from sessions where user_id = ${user._id}`,
    );
    const idleMs = new Date(session!.expires_at).getTime() - Date.now();
    expect(idleMs).toBeGreaterThan(119 * 60_000);
    expect(idleMs).toBeLessThanOrEqual(120 * 60_000);

    // Used a while ago but still within the idle time: it works and its expiry moves forward.
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '30 minutes', expires_at = now() + interval '90 minutes' where user_id = ${user._id}`,
    );
    expect((await me(cookie)).statusCode).toBe(200);
    const [slid] = await rows<{ expires_at: string }>(
      sql`select expires_at from sessions where user_id = ${user._id}`,
    );
    expect(new Date(slid!.expires_at).getTime() - Date.now()).toBeGreaterThan(119 * 60_000);

    // Idle too long: gone.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user._id}`,
    );
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sign-in limits (per account and address pair, per address)', () => {
  const { perAccountAndAddress, perAddress } = SIGN_IN_LIMITS;

  it(`lets at most ${perAccountAndAddress} of 200 parallel wrong passwords for one account reach the password check`, async () => {
    const { email } = await createAccount(t, 'editor');
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(email, `wrong password ${i}`, from)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // 401 is only ever answered after the password was checked; 429 before.
    const checked = statuses.filter((s) => s === 401).length;
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(checked).toBeLessThanOrEqual(perAccountAndAddress);
    expect(checked).toBeGreaterThan(0);
  });

  it('locks the account for the address that failed, with a clear 429, even for the right password', async () => {
    const { email } = await createAccount(t, 'editor');
    const from = nextAddress();
    for (let i = 0; i < perAccountAndAddress; i++)
      expect((await login(email, `wrong password ${i}`, from)).statusCode).toBe(401);
    const locked = await login(email, TEST_PASSWORD, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts for this account from your network address. Please wait 15 minutes and try again.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // When the window has passed, the right password works again (and clears the counter).
    await t.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '16 minutes' where key like ${`sign-in:%${email}`}`,
    );
    expect((await login(email, TEST_PASSWORD, from)).statusCode).toBe(200);
    expect(await rows(sql`select 1 from rate_limits where key like ${`sign-in:%${email}`}`)).toHaveLength(0);
  });

  it("an admin's password reset lifts the lock from every address; so does an admin's unlock", async () => {
    const admin = await signIn(t, (await createAccount(t, 'admin')).email, TEST_PASSWORD, nextAddress());
    const { user, email } = await createAccount(t, 'editor');
    const lockOut = async (from: string) => {
      for (let i = 0; i < perAccountAndAddress; i++) await login(email, `wrong case ${i}`, from);
      expect((await login(email, TEST_PASSWORD, from)).statusCode).toBe(429);
    };
    const office = nextAddress();
    const home = nextAddress();
    await lockOut(office);
    await lockOut(home);

    const newPassword = 'Fresh-Monsoon-Timetable-2031';
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user._id}`,
      headers: { cookie: admin },
      payload: { email, name: user.name, role: 'editor', password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, newPassword, office)).statusCode).toBe(200);
    expect((await login(email, newPassword, home)).statusCode).toBe(200);
    // The address gets back what this account's failures cost it.
    expect(
      await rows(sql`select count from rate_limits where key = ${`sign-in:address:${office}`} and count > 0`),
    ).toEqual([]);

    await lockOut(office);
    const unlock = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${user._id}/unlock`, headers: { cookie } });
    const editorCookie = await signIn(
      t,
      (await createAccount(t, 'editor')).email,
      TEST_PASSWORD,
      nextAddress(),
    );
    expect((await unlock(editorCookie)).statusCode).toBe(403);
    const unlocked = await unlock(admin);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data.user.email).toBe(email);
    expect((await login(email, newPassword, office)).statusCode).toBe(200);
    const [entry] = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'user' and entity_id = ${user._id} order by created_at desc limit 1`,
    );
    expect(entry?.action).toBe('unlock');
  });

  it("another account's unlock leaves a lock alone", async () => {
    const admin = await signIn(t, (await createAccount(t, 'admin')).email, TEST_PASSWORD, nextAddress());
    // The other account's address ends the locked one's: only whole addresses are matched.
    const stamp = Date.now();
    const locked = await createAccount(t, 'editor', `ba${stamp}@school.test`);
    const other = await createAccount(t, 'editor', `a${stamp}@school.test`);
    const from = nextAddress();
    for (let i = 0; i < perAccountAndAddress; i++) await login(locked.email, `wrong ${i}`, from);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.user._id}/unlock`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(locked.email, TEST_PASSWORD, from)).statusCode).toBe(429);
  });

  it("a stranger's failures do not lock the owner out: the right password from a clean address passes", async () => {
    const { email } = await createAccount(t, 'editor');
    for (let attacker = 0; attacker < 5; attacker++) {
      const from = nextAddress();
      for (let i = 0; i < perAccountAndAddress + 2; i++) await login(email, `guess ${attacker}-${i}`, from);
      expect((await login(email, TEST_PASSWORD, from)).statusCode).toBe(429);
    }
    expect((await login(email, TEST_PASSWORD, nextAddress())).statusCode).toBe(200);
  });

  it(`limits one address to ${perAddress} failures across accounts`, async () => {
    const from = '10.2.0.1';
    for (let i = 0; i < perAddress; i++)
      expect((await login(`guess${i}@school.test`, 'wrong password', from)).statusCode).toBe(401);
    const { email } = await createAccount(t, 'editor');
    const blocked = await login(email, TEST_PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts from your network address/);
    // Another address is not affected.
    expect((await login(email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('a correct sign-in does not use up the address allowance of colleagues behind the same address', async () => {
    const from = nextAddress();
    for (let i = 0; i < perAddress + 5; i++) {
      const { email } = await createAccount(t, 'editor');
      expect((await login(email, TEST_PASSWORD, from)).statusCode).toBe(200);
    }
  });
});

describe('current-password guesses when changing the password', () => {
  it(`lets at most ${SIGN_IN_LIMITS.perAccountAndAddress} of 50 parallel wrong current passwords be checked`, async () => {
    const { email } = await createAccount(t, 'editor');
    const cookie = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password',
          headers: { cookie },
          payload: { currentPassword: `not it ${i}`, newPassword: 'A-new-and-long-pass-phrase-7' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccountAndAddress);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many wrong current passwords\. Please wait 15 minutes/);
    // The right current password is refused too until the window passes.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'A-new-and-long-pass-phrase-7' },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('password rules', () => {
  it('stores argon2id hashes with at least 19 MiB and 2 passes', async () => {
    const { user } = await createAccount(t, 'editor');
    const [row] = await rows<{ password_hash: string }>(
      sql`select password_hash from users where id = ${user._id}`,
    );
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(row!.password_hash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['short1!', 'The password must be at least 8 characters long'],
    ['x'.repeat(129), 'The password must be at most 128 characters long'],
    ['Password123', 'This password is too common and easy to guess; please choose another'],
    ['sunshine', 'This password is too common and easy to guess; please choose another'],
  ])('refuses %j when changing the password', async (newPassword, message) => {
    const { email } = await createAccount(t, 'editor');
    const cookie = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.newPassword.join(' ')).toContain(
      message.replace('The password must be', 'password must be').replace(' long', ''),
    );
  });

  it('accepts a 128-character password and refuses the wrong current password', async () => {
    const { email } = await createAccount(t, 'editor');
    const cookie = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: 'not it at all', newPassword: 'a fresh long passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    const long = 'Monsoon over the Trikut hills, '.repeat(5).slice(0, 128);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: long },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(email, long)).statusCode).toBe(200);
  });

  it('a password change ends every session and starts a new one for this browser', async () => {
    const { email } = await createAccount(t, 'editor');
    const here = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const elsewhere = await signIn(t, email, TEST_PASSWORD, nextAddress());
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: here },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Monsoon over the Trikut hills' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = `skp_session=${changed.cookies[0]!.value}`;
    expect(fresh).not.toBe(here);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'Monsoon over the Trikut hills')).statusCode).toBe(200);
  });
});

describe('same-origin check for writes', () => {
  it('refuses a write whose Origin or Referer is another site, and allows its own', async () => {
    const { email } = await createAccount(t, 'editor');
    const payload = { email, password: TEST_PASSWORD };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://evil.example' },
      remoteAddress: nextAddress(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Cross-site requests are not allowed');
    const foreignReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { referer: 'http://evil.example/page' },
    });
    expect(foreignReferer.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      remoteAddress: nextAddress(),
    });
    expect(own.statusCode).toBe(200);
    const publicOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: t.config.publicUrl, host: 'internal:8080' },
      remoteAddress: nextAddress(),
    });
    expect(publicOrigin.statusCode).toBe(200);
    // Reads are not affected.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/notices',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('first admin', () => {
  it('comes from ADMIN_EMAIL + ADMIN_PASSWORD only on an empty users table', async () => {
    const empty = await createTestApp({ seeded: false });
    try {
      await expect(
        createFirstAdmin(empty.app.services.users, 'office@school.test', '123456789'),
      ).rejects.toThrow(/ADMIN_PASSWORD was refused: This password is too common/);
      await expect(createFirstAdmin(empty.app.services.users, 'not-an-email', TEST_PASSWORD)).rejects.toThrow(
        /ADMIN_EMAIL is not a valid e-mail address/,
      );
      const created = await createFirstAdmin(empty.app.services.users, 'Office@School.test', TEST_PASSWORD);
      expect(created).toMatchObject({ email: 'office@school.test', role: 'admin' });
      expect(
        await createFirstAdmin(empty.app.services.users, 'second@school.test', TEST_PASSWORD),
      ).toBeNull();
      expect(await empty.app.services.users.count()).toBe(1);
      const response = await empty.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'office@school.test', password: TEST_PASSWORD },
      });
      expect(response.json().data.user.role).toBe('admin');
    } finally {
      await empty.close();
    }
  });

  it('there is no default account', async () => {
    const empty = await createTestApp({ seeded: false });
    try {
      expect(await empty.app.services.users.count()).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
