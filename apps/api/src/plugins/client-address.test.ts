import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const enquiry = {
  name: 'Asha Kumari',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  message: 'Is there a school bus from Jasidih?',
};

let direct: TestApp;
let behindNetwork: TestApp;
let behindOneHop: TestApp;
beforeAll(async () => {
  [direct, behindNetwork, behindOneHop] = await Promise.all([
    createTestApp({ seeded: false }),
    createTestApp({ seeded: false, env: { TRUST_PROXY: '10.0.0.0/8' } }),
    createTestApp({ seeded: false, env: { TRUST_PROXY: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindNetwork?.close(), behindOneHop?.close()]);
});

/** Sends 7 enquiries, each with a new forged left-most X-Forwarded-For entry; answers the statuses. */
async function sendWithForgedHeaders(app: TestApp['app'], remoteAddress: string, realClient?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const forwardedFor = [`192.0.2.${i + 1}`, ...(realClient ? [realClient] : [])].join(', ');
    const response = await app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiry,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function counterKeys(t: TestApp): Promise<string[]> {
  const result = await t.database.db.execute(sql`select key from rate_limits where key like 'enquiry:%'`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key).sort();
}

const LIMITED = [201, 201, 201, 201, 201, 429, 429];

describe('the address the rate limiter sees', () => {
  it('without TRUST_PROXY, is the connection address whatever X-Forwarded-For says', async () => {
    expect(await sendWithForgedHeaders(direct.app, '203.0.113.9')).toEqual(LIMITED);
    expect(await counterKeys(direct)).toEqual(['enquiry:203.0.113.9']);
  });

  it('behind trusted proxies (TRUST_PROXY=10.0.0.0/8), is the right-most untrusted entry, not a forged one', async () => {
    const t = behindNetwork;
    expect(await sendWithForgedHeaders(t.app, '10.1.2.3', '198.51.100.7')).toEqual(LIMITED);
    // A client that talks to the server directly cannot pose as anyone.
    expect(await sendWithForgedHeaders(t.app, '203.0.113.9')).toEqual(LIMITED);
    expect(await counterKeys(t)).toEqual(['enquiry:198.51.100.7', 'enquiry:203.0.113.9']);
  });

  it('with a hop count (TRUST_PROXY=1), is the address the one proxy saw', async () => {
    expect(await sendWithForgedHeaders(behindOneHop.app, '127.0.0.1', '198.51.100.8')).toEqual(LIMITED);
    expect(await counterKeys(behindOneHop)).toEqual(['enquiry:198.51.100.8']);
  });
});
