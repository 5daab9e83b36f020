import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { sessionFor } from '../test/auth-helpers';
import { authenticatedFuzzRoutes, fuzzableRoutes, requestArbitrary, sendFuzzRequest } from './fuzz';

describe('hostile input (sample; npm run fuzz sends 10,000+)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('walks every API route of the route table', () => {
    const routes = fuzzableRoutes(t.app);
    expect(routes.length).toBeGreaterThan(3);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/notices/:id' }));
  });

  it('never answers 5xx, and every error is JSON with a message', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(fuzzableRoutes(t.app)), async (request) => {
        const outcome = await sendFuzzRequest(t.app, request);
        expect(outcome.problem).toBeUndefined();
      }),
      { numRuns: 400, seed: 20261122 },
    );
  }, 120_000);

  it('knows the body fields of the write routes, so signed-in requests reach the services', () => {
    const create = fuzzableRoutes(t.app).find((r) => r.method === 'POST' && r.url === '/api/admin/notices');
    expect(create?.bodyFields).toEqual(expect.arrayContaining(['title', 'description', 'date']));
  });

  it('signed in as an admin: never 5xx, every error JSON with a message, and the session survives', async () => {
    const cookie = await sessionFor(t, 'admin');
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(authenticatedFuzzRoutes(t.app), { cookie }), async (request) => {
        const outcome = await sendFuzzRequest(t.app, request);
        statuses.add(outcome.status);
        expect(outcome.problem).toBeUndefined();
      }),
      { numRuns: 300, seed: 20261123 },
    );
    // Some requests got past authentication and validation into the services.
    expect([...statuses].some((s) => s === 200 || s === 201 || s === 404)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  }, 120_000);
});
