import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Routes outside the API document that answer no JSON (files and pages served as they are), so a
 * response schema has nothing to describe. A file the API itself sends (a notice's PDF, the CSV
 * export) declares its 200 by media type instead. Each pattern must still match a route.
 */
const OUTSIDE_THE_API: { pattern: RegExp; why: string }[] = [
  { pattern: /^GET \/api\/docs(\/.*)?$/, why: 'the browsable docs: HTML, scripts, and the document again' },
  { pattern: /^GET \/api\/openapi\.json$/, why: 'the OpenAPI document itself (hidden from itself)' },
  { pattern: /^GET \/uploads\/\*$/, why: 'uploaded files, served as they are' },
  { pattern: /^GET \/(robots\.txt|sitemap\.xml|og-image\.png|logo\.png)$/, why: 'text, XML and pictures' },
  {
    pattern: /^GET \/(favicon\.svg|manifest\.webmanifest|icons\/[\w-]+\.png)$/,
    why: "the crest, the web app manifest and home-screen icons, drawn from the school's identity",
  },
  { pattern: /^GET \/events(\/:slug)?\.ics$/, why: 'calendar files (text/calendar), not JSON' },
  { pattern: /^GET \/notices\.rss$/, why: 'the notices feed (RSS 2.0 XML), not JSON' },
  {
    pattern: /^(GET|POST) (\/hi)?\/subscribe\/(confirm|unsubscribe)$/,
    why: "a subscriber's mail links: 303s to the page, and the one-click unsubscribe's plain-text answer",
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

describe('response schemas', () => {
  it('every route declares its success response, except the listed routes outside the API document', () => {
    const routes = t.app.declaredResponses.map((route) => ({
      ...route,
      name: `${route.method} ${route.url}`,
    }));
    const exempt = (name: string) => OUTSIDE_THE_API.some(({ pattern }) => pattern.test(name));
    const undeclared = routes
      .filter((route) => !exempt(route.name))
      .filter((route) => !route.statuses.some((status) => status.startsWith('2')))
      .map((route) => route.name);
    expect(undeclared).toEqual([]);
    for (const { pattern } of OUTSIDE_THE_API)
      expect(
        routes.some((route) => pattern.test(route.name)),
        String(pattern),
      ).toBe(true);
    expect(routes.length).toBeGreaterThan(200);
  });

  it("strips what a schema does not name: a user's password hash never leaves, even if a service hands it over", async () => {
    const cookie = await sessionFor(t, 'admin');
    const { user } = await createAccount(t, 'editor');
    const url = `/api/admin/users/${user._id}`;
    const before = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(before.statusCode).toBe(200);

    const users = t.app.services.users;
    const get = users.get;
    users.get = async (id) => {
      const row = await users.findForSignIn(user.email);
      return { ...(await get(id)), passwordHash: row!.passwordHash, internalNote: 'x' };
    };
    try {
      const leaky = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(leaky.statusCode).toBe(200);
      expect(leaky.body).not.toContain('passwordHash');
      expect(leaky.body).not.toContain('internalNote');
      expect(leaky.body).toBe(before.body);
    } finally {
      users.get = get;
    }
  });
});
