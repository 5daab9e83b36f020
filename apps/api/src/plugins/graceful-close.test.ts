import { request as httpRequest, Agent, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('closing with keep-alive clients connected', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seeded: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finishes a request in flight, tells its client to close, and stops without waiting for keep-alive', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const body = JSON.stringify({
      name: 'Keep-alive parent',
      email: 'parent@example.org',
      phone: '+91 90000 00000',
      message: 'Sent while the server is closing.',
    });

    // Headers and half the body now; the request is routed and in flight when close() begins.
    const answer = new Promise<IncomingMessage & { text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/enquiries',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(Object.assign(response, { text })));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const closed = t.app.close().then(() => 'closed' as const);

    const response = await answer;
    expect(response.statusCode).toBe(201);
    expect(response.headers.connection).toBe('close');
    // Without Connection: close the keep-alive socket would hold close() for the agent's minute.
    const outcome = await Promise.race([
      closed,
      new Promise((r) => setTimeout(() => r('still open'), 20_000)),
    ]);
    expect(outcome).toBe('closed');
    agent.destroy();
  }, 30_000);
});
