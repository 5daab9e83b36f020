import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE } from '../lib/announcement-dismissal-script';

describe('security headers', () => {
  let plain: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ seeded: false });
    https = await createTestApp({ seeded: false, env: { PUBLIC_URL: 'https://www.skpvidyavihar.example' } });
  });
  afterAll(async () => {
    await plain.close();
    await https.close();
  });

  it.each([
    '/api/notices',
    '/api/no-such-route',
    '/api/notices?limit=-1',
    '/uploads/no-such-file.webp',
    '/about',
  ])('are on every API answer (%s)', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    // No 'unsafe-inline': the one inline script (the banner dismissal) is allowed by its hash alone.
    expect(directives['script-src']).toEqual(["'self'", ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE]);
    expect(ANNOUNCEMENT_DISMISSAL_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it('sends HSTS when the public address is https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/notices' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
