import { existsSync, readdirSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../test/auth-helpers';
import { multipartFile } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';

/** Deadlines small enough for seconds-long tests; the defaults are 30 s, 15 min and 30 s. */
const env = {
  REQUEST_TIMEOUT_MS: '1500',
  HEADERS_TIMEOUT_MS: '1000',
  UPLOAD_TIMEOUT_MS: '4500',
  UPLOAD_IDLE_TIMEOUT_MS: '1000',
};

let t: TestApp;
let port: number;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: false, env });
  editor = await sessionFor(t, 'editor');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Exchange {
  /** Milliseconds from the end of the headers until the server closed the connection. */
  closedAfter: number;
  /** Whether every chunk was written before the connection closed. */
  sentAll: boolean;
  status: number;
  body: string;
}

/**
 * Sends the headers at once, then the body's chunks `everyMs` apart (stopping after `stopAfter`
 * chunks when given), over a real connection, and reads whatever comes back until it closes.
 */
function sendSlowly(
  head: string,
  chunks: Buffer[],
  options: { everyMs: number; stopAfter?: number; giveUpMs?: number },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let started = 0;
    let sent = 0;
    const toSend = Math.min(chunks.length, options.stopAfter ?? chunks.length);
    const finish = () => {
      clearInterval(writer);
      clearTimeout(giveUp);
      const text = Buffer.concat(received).toString('utf8');
      const [header = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        closedAfter: Date.now() - started,
        sentAll: sent === chunks.length,
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(header)?.[1] ?? 0),
        body: rest.join('\r\n\r\n'),
      });
    };
    let writer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // A server that cuts off a body still arriving may reset the connection (ECONNRESET) rather than
    // close it: that is the cut-off, measured at 'close' like a close. Only failing to connect fails.
    const notConnected = (error: Error) => reject(error);
    socket.on('error', () => {});
    socket.once('error', notConnected);
    socket.once('close', finish);
    socket.once('connect', () => {
      socket.off('error', notConnected);
      socket.write(head);
      started = Date.now();
      writer = setInterval(() => {
        if (socket.destroyed || sent >= toSend) return clearInterval(writer);
        socket.write(chunks[sent++]!);
      }, options.everyMs);
    });
  });
}

function inChunks(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

function uploadHead(
  path: string,
  body: { headers: Record<string, string>; payload: Buffer },
  options: { cookie?: string; keepAlive?: boolean },
) {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.headers['content-type']}\r\n` +
    `Content-Length: ${body.payload.length}\r\n${options.cookie ? `Cookie: ${options.cookie}\r\n` : ''}` +
    `Connection: ${options.keepAlive ? 'keep-alive' : 'close'}\r\n\r\n`
  );
}

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Annual day programme');
  return Buffer.from(await doc.save());
}

/** The start of an MP4 (an ftyp box) and then filler: enough to be taken for a video and streamed to disk. */
function mp4Start(size: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
}

function filesIn(folder: string): string[] {
  const dir = join(t.config.uploadsDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function settled(check: () => boolean, withinMs: number) {
  const until = Date.now() + withinMs;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
}

describe('body deadlines', () => {
  it('lets an upload take longer than REQUEST_TIMEOUT_MS while its bytes keep coming', async () => {
    const body = multipartFile(await pdf(), 'programme.pdf', 'application/pdf');
    const exchange = await sendSlowly(
      uploadHead('/api/admin/uploads?folder=notices', body, { cookie: editor }),
      inChunks(body.payload, 12),
      { everyMs: 250 },
    );
    expect(exchange.sentAll).toBe(true);
    expect(exchange.closedAfter).toBeGreaterThan(2500);
    expect(exchange.status).toBe(201);
    const { upload } = JSON.parse(exchange.body).data;
    expect(filesIn('notices')).toContain(upload.key.split('/')[1]);
  });

  it('still cuts off any other request whose body takes longer than REQUEST_TIMEOUT_MS', async () => {
    const json = Buffer.from(JSON.stringify({ name: 'Asha', message: 'x'.repeat(400) }));
    const exchange = await sendSlowly(
      'POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${json.length}\r\n\r\n`,
      inChunks(json, 12),
      { everyMs: 250 },
    );
    expect(exchange.sentAll).toBe(false);
    expect(exchange.closedAfter).toBeGreaterThanOrEqual(1400);
    expect(exchange.closedAfter).toBeLessThan(2500);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({
      status: 'error',
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive',
    });
  });

  it('gives an upload without a session only REQUEST_TIMEOUT_MS (refused at once, then cut off)', async () => {
    const body = multipartFile(await pdf(), 'programme.pdf', 'application/pdf');
    const exchange = await sendSlowly(
      // Kept alive, so only the deadline ends the connection after the 401.
      uploadHead('/api/admin/uploads?folder=notices', body, { keepAlive: true }),
      inChunks(body.payload, 12),
      { everyMs: 250 },
    );
    expect(exchange.status).toBe(401);
    expect(exchange.sentAll).toBe(false);
    expect(exchange.closedAfter).toBeGreaterThanOrEqual(1400);
    expect(exchange.closedAfter).toBeLessThan(2500);
  });

  it('cuts off an upload that stalls (UPLOAD_IDLE_TIMEOUT_MS) with a clear error, keeping no file', async () => {
    const before = filesIn('videos');
    const body = multipartFile(mp4Start(256 * 1024), 'sports-day.mp4', 'video/mp4');
    const exchange = await sendSlowly(
      uploadHead('/api/admin/uploads?folder=videos', body, { cookie: editor }),
      inChunks(body.payload, 8),
      { everyMs: 100, stopAfter: 4 },
    );
    expect(exchange.closedAfter).toBeGreaterThanOrEqual(1000);
    expect(exchange.closedAfter).toBeLessThan(2500);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toEqual({
      status: 'error',
      code: 'UPLOAD_STALLED',
      message: 'The upload stopped arriving (nothing for 1 s); please check the connection and try again',
    });
    await settled(() => filesIn('videos').length === before.length, 2000);
    expect(filesIn('videos')).toEqual(before);
  });

  it('cuts off an upload still arriving after UPLOAD_TIMEOUT_MS, keeping no file', async () => {
    const before = filesIn('videos');
    const body = multipartFile(mp4Start(256 * 1024), 'sports-day.mp4', 'video/mp4');
    const exchange = await sendSlowly(
      uploadHead('/api/admin/uploads?folder=videos', body, { cookie: editor }),
      inChunks(body.payload, 40),
      { everyMs: 250 },
    );
    expect(exchange.sentAll).toBe(false);
    expect(exchange.closedAfter).toBeGreaterThanOrEqual(4400);
    expect(exchange.closedAfter).toBeLessThan(6000);
    expect(exchange.status).toBe(408);
    expect(JSON.parse(exchange.body)).toMatchObject({ status: 'error', code: 'UPLOAD_TIMEOUT' });
    await settled(() => filesIn('videos').length === before.length, 2000);
    expect(filesIn('videos')).toEqual(before);
  });
});
