import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/** The only writes anyone may make without a session: public submissions and signing in. */
const PUBLIC_WRITES = new Set([
  'POST /api/enquiries',
  'POST /api/admission',
  'POST /api/auth/login',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  // A parent's rights request and its mailed code (rate-limited per address and per e-mail).
  'POST /api/privacy/requests',
  'POST /api/privacy/requests/confirm',
  // 'Get notices' (double opt-in) and the one-click unsubscribe a mail program posts (RFC 8058).
  'POST /api/subscriptions',
  // A phone's notifications: its browser's push subscription, and 'Stop' from the phone.
  'POST /api/subscriptions/push',
  'POST /api/subscriptions/push/unsubscribe',
  // The service worker's renewal of a phone's subscription (names the old endpoint it replaces).
  'POST /api/subscriptions/push/renew',
  'POST /subscribe/unsubscribe',
  'POST /hi/subscribe/unsubscribe',
]);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

function concrete(url: string): string {
  return url.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000').replace(/:[A-Za-z]+/g, 'x');
}

describe("every mutating route in Fastify's route table", () => {
  it('has a role unless it is a public submission', () => {
    const writes = t.app.routeRoles.filter((r) => MUTATING.has(r.method));
    expect(writes.length).toBeGreaterThan(10);
    const unguarded = writes
      .filter((r) => !r.role)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !PUBLIC_WRITES.has(route));
    expect(unguarded).toEqual([]);
  });

  it('answers 401 without a session, and 403 to an editor where admin is needed', async () => {
    const guarded = t.app.routeRoles.filter((r) => MUTATING.has(r.method) && r.role);
    const failures: string[] = [];
    for (const route of guarded) {
      const url = concrete(route.url);
      const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const anonymous = await t.app.inject({ method, url, payload: {} });
      if (anonymous.statusCode !== 401)
        failures.push(`${method} ${route.url} anonymous -> ${anonymous.statusCode}`);
      const forged = await t.app.inject({
        method,
        url,
        payload: {},
        headers: { cookie: 'skp_session=forged' },
      });
      if (forged.statusCode !== 401)
        failures.push(`${method} ${route.url} forged cookie -> ${forged.statusCode}`);
      // Signing out ends the session it is sent with: give it one of its own.
      const cookie = route.url === '/api/auth/logout' ? await sessionFor(t, 'editor') : editor;
      const asEditor = await t.app.inject({ method, url, payload: {}, headers: { cookie } });
      if (route.role === 'admin' && asEditor.statusCode !== 403)
        failures.push(`${method} ${route.url} editor -> ${asEditor.statusCode}, expected 403`);
      if (route.role === 'editor' && [401, 403].includes(asEditor.statusCode))
        failures.push(
          `${method} ${route.url} editor -> ${asEditor.statusCode}, expected to get past the role check`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('the admin-only routes include accounts and the audit log', () => {
    const adminOnly = t.app.routeRoles.filter((r) => r.role === 'admin').map((r) => `${r.method} ${r.url}`);
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'GET /api/admin/audit-log',
      ]),
    );
  });
});
