import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { fuzzableRoutes, requestArbitrary, sendFuzzRequest } from './fuzz';

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
    expect(routes).toContainEqual({ method: 'GET', url: '/api/notices/:id' });
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
});
