import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

describe('validation errors', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
    admin = await sessionFor(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    "answer 400 for a repeated parameter called '%s', not a 500",
    async (name) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/events?page%5Ba%5D=-8&${name}=6&limit=%2500&${name}=&x=y`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
      expect(response.json().message).toMatch(/Invalid query parameter/);
    },
  );

  it.each([
    ['/api/admin/hero-images', 'isActive'],
    ['/api/admin/gallery', 'starred'],
    ['/api/admin/fees', 'featured'],
  ])('answer 400 for a yes/no filter of %s that is not true or false (%s)', async (path, filter) => {
    for (const value of ['abc', '%E0%A2%AF%F1%93%A4%9C', '1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${path}?${filter}=${value}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid query parameter '${filter}': must be 'true' or 'false'`);
    }
    const valid = await t.app.inject({
      method: 'GET',
      url: `${path}?${filter}=true`,
      headers: { cookie: admin },
    });
    expect(valid.statusCode).toBe(200);
  });
});
