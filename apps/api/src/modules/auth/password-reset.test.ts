import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/index';
import { createAccount, signIn, TEST_PASSWORD } from '../../test/auth-helpers';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Monsoon-timetable-2031';
const SENT =
  'If that address has an account, a link to set a new password is on its way. It works once, for 30 minutes.';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    seeded: false,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function post(url: string, payload: object, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** Asks for a link and returns the token from the mail the SMTP server received. */
async function linkFor(email: string): Promise<{ link: string; token: string }> {
  const before = smtp.mails.length;
  const response = await post('/api/auth/password-reset', { email });
  expect(response.statusCode).toBe(202);
  expect(response.json().data.message).toBe(SENT);
  const mails = await smtp.waitFor(before + 1);
  const mail = mails[before]!;
  expect(mail.envelopeTo).toEqual([email]);
  // Plain text, asking auto-responders to stay quiet.
  expect(mail.parsed.html).toBe(false);
  expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
  const link = /https:\/\/school\.example\/admin\/reset-password\?token=\S+/.exec(
    mail.parsed.text ?? '',
  )?.[0];
  expect(link).toBeDefined();
  return { link: link!, token: decodeURIComponent(new URL(link!).searchParams.get('token')!) };
}

describe('self-service password reset by e-mail', () => {
  it('the sign-in page is told the reset link is available', async () => {
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toEqual({ user: null, passwordResetByMail: true });
  });

  it('mails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const { email } = await createAccount(t, 'editor');
    const oldSession = await signIn(t, email);
    const { token } = await linkFor(email);

    // A refused password leaves the link usable.
    const weak = await post('/api/auth/password-reset/confirm', { token, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toHaveProperty('newPassword');

    const done = await post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ changed: true });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: oldSession } });
    expect(me.statusCode).toBe(401);
    const oldLogin = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    await signIn(t, email, NEW_PASSWORD);

    const again = await post('/api/auth/password-reset/confirm', {
      token,
      newPassword: 'Another-fresh-one-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This link has expired or has already been used. Ask for a new one from the sign-in page.',
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const { email } = await createAccount(t, 'editor');
    const before = smtp.mails.length;
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@school.test' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data.message).toBe(SENT);
    await linkFor(email);
    expect(smtp.mails.slice(before).map((m) => m.envelopeTo[0])).toEqual([email]);
  });

  it('a link expires after 30 minutes', async () => {
    const { email } = await createAccount(t, 'editor');
    const { token } = await linkFor(email);
    const [row] = await t.database.db
      .select({ createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(sql`${passwordResets.usedAt} is null`)
      .orderBy(sql`${passwordResets.createdAt} desc`)
      .limit(1);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await post('/api/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().status).toBe('error');
  });

  it('is rate-limited per account and per address (429 with Retry-After)', async () => {
    const { email } = await createAccount(t, 'editor');
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/password-reset', { email }, '10.1.0.1')).statusCode).toBe(202);
    const limited = await post('/api/auth/password-reset', { email }, '10.1.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many reset links were asked for/);

    for (let i = 0; i < 10; i++)
      expect(
        (await post('/api/auth/password-reset', { email: `n${i}@school.test` }, '10.1.0.9')).statusCode,
      ).toBe(202);
    expect(
      (await post('/api/auth/password-reset', { email: 'n10@school.test' }, '10.1.0.9')).statusCode,
    ).toBe(429);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-address' }, 'email'],
      [{}, 'email'],
    ] as const) {
      const response = await post('/api/auth/password-reset', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
    }
    const short = await post('/api/auth/password-reset/confirm', { token: 'x', newPassword: NEW_PASSWORD });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toHaveProperty('token');
  });
});

describe('without a mail server', () => {
  it('says a reset link cannot be sent and points to an admin', async () => {
    const plain = await createTestApp({ seeded: false });
    try {
      const session = await plain.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(session.json().data.passwordResetByMail).toBe(false);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'office@school.test' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'E-mail is not set up on this server, so a reset link cannot be sent. Ask an admin to set a new password for you under Accounts.',
      );
    } finally {
      await plain.close();
    }
  });
});

describe('forgot password does not tell which addresses are staff', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const refusing = 'full-mailbox@school.test';
  beforeAll(async () => {
    // A slow mail server (1.5 s to take a mail) that refuses one mailbox, as a full one is refused.
    smtp = await startSmtpTestServer(0, { acceptAfterMs: 1500, refuses: (to) => to === refusing });
    t = await createTestApp({
      seeded: false,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers an account before its mail is sent, the same 202 as for an unknown address', async () => {
    const { email } = await createAccount(t, 'editor');
    const known = await post('/api/auth/password-reset', { email }, '10.3.0.1');
    // The mail server takes 1.5 s: an answer that waited for it could not have arrived yet.
    expect(smtp.mails.length).toBe(0);
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@school.test' }, '10.3.0.2');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const mails = await smtp.waitFor(1);
    expect(mails[0]!.envelopeTo).toEqual([email]);
  });

  it('a mailbox that refuses mail gets the same 202; the failure is in the audit log for staff', async () => {
    await createAccount(t, 'editor', refusing);
    const refused = await post('/api/auth/password-reset', { email: refusing }, '10.3.0.3');
    expect(refused.statusCode).toBe(202);
    expect(refused.json().data.message).toBe(SENT);
    await t.app.services.auth.passwordReset.close();
    const admin = await createAccount(t, 'admin');
    const cookie = await signIn(t, admin.email);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=20',
      headers: { cookie },
    });
    const failed = log
      .json()
      .data.entries.find((entry: { action: string }) => entry.action === 'password-reset-mail-failed');
    expect(failed).toBeDefined();
    expect(JSON.stringify(failed.after)).toContain(refusing);
  });
});
