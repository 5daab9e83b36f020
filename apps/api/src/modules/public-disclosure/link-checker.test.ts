import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebLink } from './link-checker';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/live') return void response.writeHead(200).end('ok');
    if (request.url === '/get-only')
      return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end();
    if (request.url === '/slow') return void setTimeout(() => response.writeHead(200).end(), 2000);
    response.writeHead(404).end('gone');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('checkWebLink (a local server, never the internet)', () => {
  it('a live link is ok; a server refusing HEAD is asked with GET', async () => {
    expect(await checkWebLink(`${base}/live`, 10_000)).toEqual({ ok: true, httpStatus: 200, error: '' });
    expect(await checkWebLink(`${base}/get-only`, 10_000)).toEqual({ ok: true, httpStatus: 200, error: '' });
  });

  it('a 404, a timeout and a closed port are dead, each with its reason', async () => {
    expect(await checkWebLink(`${base}/missing`, 10_000)).toEqual({
      ok: false,
      httpStatus: 404,
      error: 'HTTP 404',
    });
    expect(await checkWebLink(`${base}/slow`, 300)).toEqual({
      ok: false,
      httpStatus: null,
      error: 'no answer within 300 ms',
    });
    const closed = await checkWebLink('http://127.0.0.1:9/', 10_000);
    expect(closed.ok).toBe(false);
    expect(closed.error).toMatch(/^could not connect/);
    expect(closed.error).toBe(
      'could not connect: 127.0.0.1:9 could not be reached. Try the check again later',
    );
  });

  it('an address no site answers at is said in plain words, not as getaddrinfo ENOTFOUND', async () => {
    const wrong = await checkWebLink('https://www.no-such-school-site.invalid/video', 10_000);
    expect(wrong.ok).toBe(false);
    expect(wrong.error).toBe(
      "could not connect: no site answers at www.no-such-school-site.invalid. Check the address for typing mistakes; if it is right, the school's server may be offline",
    );
    expect(wrong.error).not.toMatch(/getaddrinfo|ENOTFOUND/);
  });
});
