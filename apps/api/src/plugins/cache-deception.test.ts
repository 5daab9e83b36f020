import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { createTestApp, type TestApp } from '../test/test-app';

// Web cache deception: a signed-in staff member is made to request a private
// route under another spelling; the same URL asked anonymously must never get the parent's data.
const SECRET = 'My son has asthma';

/** Every way of spelling a path that a router or a cache might read differently. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1); // ['api', 'admin', 'enquiries']
  const encodeAll = (s: string, upper: boolean) =>
    [...s]
      .map((c) => {
        const hex = c.charCodeAt(0).toString(16);
        return /[a-z]/i.test(c) ? `%${upper ? hex.toUpperCase() : hex}` : c;
      })
      .join('');
  const [api, area, ...rest] = segments;
  const tail = rest.join('/');
  return [
    `/${api}/${area}/${tail}`,
    `/${api}/${area}/${tail}?x=1`,
    `/${api}/%${area!.charCodeAt(0).toString(16)}${area!.slice(1)}/${tail}?x=1`,
    `/${api}/${area!.slice(0, -1)}%${area!.charCodeAt(area!.length - 1).toString(16)}/${tail}`,
    `/${api}/${encodeAll(area!, false)}/${tail}`,
    `/${api}/${encodeAll(area!, true)}/${encodeAll(tail, true)}`,
    `/${encodeAll(api!, false)}/${area}/${tail}`,
    `/${api}//${area}/${tail}`,
    `//${api}/${area}/${tail}`,
    `/${api}/${area}/${tail}/`,
    `/${api}/${area}/${tail};x=1`,
    `/${api}/${area}/${tail};.js`,
    `/${api}/${area!.toUpperCase()}/${tail}`,
    `/${api}/${area![0]!.toUpperCase()}${area!.slice(1)}/${tail}`,
    `/${api}/${area}/${tail}.css`,
    `/${api}/${area}/./${tail}`,
    `/${api}/x/../${area}/${tail}`,
  ];
}

const PRIVATE_ROUTES = [
  '/api/admin/enquiries',
  '/api/admin/enquiries.csv',
  '/api/admin/users',
  '/api/admin/audit-log',
  '/api/auth/me',
];

describe('web cache deception: private answers are never kept nor public', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    // Production mode: the public answer cache and the page cache are on, as on the school's server.
    t = await createTestApp({
      env: { NODE_ENV: 'production' },
      siteRenderer: await siteRendererFromSource(),
    });
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { name: 'Asha Kumari', email: 'asha@example.org', phone: '+91 98765 43210', message: SECRET },
      remoteAddress: '203.0.113.50',
    });
    expect(enquiry.statusCode).toBe(201);
    staff = await sessionFor(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  for (const route of PRIVATE_ROUTES) {
    it(`${route}: staff under every spelling, then the same URL anonymously gets nothing`, async () => {
      let servedToStaff = 0;
      for (const url of spellings(route)) {
        const asStaff = await t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
        expect(asStaff.statusCode, url).toBeLessThan(500);
        if (asStaff.statusCode === 200) {
          servedToStaff++;
          expect(asStaff.headers['cache-control'], url).toBe('private, no-store');
          expect(asStaff.headers.etag, url).toBeUndefined();
        }
        for (const remoteAddress of ['198.51.100.7', '198.51.100.8']) {
          const anonymous = await t.app.inject({ method: 'GET', url, remoteAddress });
          expect([401, 404], url).toContain(anonymous.statusCode);
          expect(anonymous.body, url).not.toContain(SECRET);
          expect(anonymous.body, url).not.toContain('asha@example.org');
          expect(anonymous.headers['x-cache'], url).toBeUndefined();
          expect(String(anonymous.headers['cache-control']), url).not.toContain('public');
        }
      }
      // The plain spelling, at least, reached the route: the test attacks a real answer.
      expect(servedToStaff).toBeGreaterThan(0);
    });
  }

  it('the secret is in the inbox staff read, so the checks above look for something real', async () => {
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries',
      headers: { cookie: staff },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(SECRET);
  });

  it('a public read asked with a session is answered for that browser only, and not kept', async () => {
    const url = '/api/notices?limit=3&deception=1';
    const asStaff = await t.app.inject({ method: 'GET', url, headers: { cookie: staff } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.headers['x-cache']).toBeUndefined();
    expect(anonymous.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['x-cache']).toBe('hit');
  });

  it('a public page asked with a session is private and no-store; anonymously it is public', async () => {
    const asStaff = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: staff } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/about' });
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
  });

  it('only routes declared public are kept: no admin, auth or write route says so', () => {
    const declared = t.app.routeTable.filter((route) => route.publicRead);
    expect(declared.length).toBeGreaterThan(30);
    for (const route of declared) {
      expect(route.method, route.url).toBe('GET');
      expect(route.url, route.url).toMatch(/^\/api\//);
      expect(route.url, route.url).not.toMatch(/^\/api\/(admin|auth)(\/|$)/);
    }
    // Every public GET of the API says so (one that does not is answered private, no-store: kept by
    // no browser, CDN or the site's service worker).
    const undeclared = t.app.routeTable.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.publicRead &&
        !/^\/api\/(admin|auth|health|docs|openapi)/.test(route.url),
    );
    expect(undeclared.map((route) => route.url)).toEqual([]);
    const urls = declared.map((route) => route.url);
    for (const read of ['/api/notices', '/api/events', '/api/gallery/categories/covers', '/api/fees'])
      expect(urls).toContain(read);
  });
});
