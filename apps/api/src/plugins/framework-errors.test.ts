import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

/** Sends raw bytes over a real socket and answers what came back before the server closed it. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

function jsonBodyOf(response: string) {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
}

describe("Fastify's and Node's own errors answer in the JSON error shape", () => {
  it('bad percent-encoding in the path: 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notices/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'BAD_URL',
      message: 'The address is not valid (bad percent-encoding)',
    });
  });

  it('a path parameter longer than the router takes: 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/notices/${'a'.repeat(400)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: 'error', code: 'URI_TOO_LONG' });
  });

  it('an unsupported media type: 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'text/xml' },
      payload: '<enquiry/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: expect.any(String),
      code: expect.any(String),
    });
  });

  it('headers too large (431) and a request that is not HTTP (400), from the HTTP parser', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const big = await raw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toContain('Content-Type: application/json');
    expect(jsonBodyOf(big)).toEqual({
      status: 'error',
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: 'The request headers are too large',
    });
    const garbage = await raw(port, 'HELLO THERE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonBodyOf(garbage)).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });
});
