import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Small limits so the attacks take seconds; the defaults are 30 s / 10 s / 5 s and 100. */
const env = {
  REQUEST_TIMEOUT_MS: '2500',
  HEADERS_TIMEOUT_MS: '1500',
  KEEP_ALIVE_TIMEOUT_MS: '500',
  MAX_CONNECTIONS_PER_ADDRESS: '5',
};

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seeded: false, env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Watched {
  socket: Socket;
  /** Milliseconds from connecting until the server closed the connection (or the give-up time). */
  closedAfter: Promise<number>;
  received: () => string;
}

function open(giveUpMs: number): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.once('connect', () => {
      const started = Date.now();
      const closedAfter = new Promise<number>((done) => {
        const giveUp = setTimeout(() => done(giveUpMs), giveUpMs);
        socket.once('close', () => {
          clearTimeout(giveUp);
          done(Date.now() - started);
        });
      });
      resolve({ socket, closedAfter, received: () => text });
    });
    socket.once('error', reject);
  });
}

/** Writes `text` one byte a second until the connection closes. */
function trickle(socket: Socket, text: string) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++]!);
  }, 1000);
  socket.once('close', () => clearInterval(timer));
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers one byte a second (HEADERS_TIMEOUT_MS)', async () => {
    const client = await open(8000);
    trickle(client.socket, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n');
    const closedAfter = await client.closedAfter;
    client.socket.destroy();
    expect(closedAfter).toBeLessThan(4000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"status":"error"');
  });

  it('cuts off a client that sends its body one byte a second (REQUEST_TIMEOUT_MS)', async () => {
    const client = await open(9000);
    client.socket.write(
      'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    trickle(client.socket, '{"name":"' + 'x'.repeat(150));
    const closedAfter = await client.closedAfter;
    client.socket.destroy();
    expect(closedAfter).toBeLessThan(5000);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const client = await open(6000);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const closedAfter = await client.closedAfter;
    client.socket.destroy();
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfter).toBeLessThan(2500);
  });

  it('refuses connections beyond MAX_CONNECTIONS_PER_ADDRESS from one address', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, () => open(1500)));
    const closedAfter = await Promise.all(clients.map((c) => c.closedAfter));
    for (const client of clients) client.socket.destroy();
    const cut = closedAfter.filter((ms) => ms < 1500).length;
    expect(cut).toBe(3);
    // Once they are gone, the address may connect again.
    await new Promise((r) => setTimeout(r, 100));
    const again = await open(300);
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await again.closedAfter;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
