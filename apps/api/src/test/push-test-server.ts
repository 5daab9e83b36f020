import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service, as Chrome's or Firefox's would be, for tests: it hands out subscriptions
 * whose keys are made here (ECDH P-256 and a 16-byte auth secret, as a browser makes them), and for
 * every message posted to one it checks the VAPID JWT (RFC 8292: ES256, `aud` = this service's
 * origin, signed with the key in `k`) and DECRYPTS the payload (RFC 8291 aes128gcm) with the
 * subscription's private key: a message the server encrypted wrongly is refused, not counted.
 * Only node:crypto and node:http: the browser tests import it too.
 */

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the service answers for this subscription (201; 404/410: gone; 5xx: try later). */
  status: number;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

export interface PushTestServer {
  origin: string;
  /** host:port, for PUSH_ALLOWED_HOSTS. */
  host: string;
  received: ReceivedPush[];
  /** Requests refused: a bad JWT, a payload that does not decrypt, an unknown subscription. */
  errors: string[];
  newSubscription(status?: number): TestPushSubscription;
  receivedBy(endpoint: string): ReceivedPush[];
  /** Resolves when `count` messages have been received in total. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const b64url = (data: Buffer) => data.toString('base64url');

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the user agent's key pair and auth secret. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid must be the 65-byte sender key, was ${idLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record must end with the delimiter 0x02');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>`: ES256 signature, audience, expiry. */
export function checkVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not 'vapid t=..., k=...': ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256')
    throw new Error('alg is not ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600))
    throw new Error(`exp ${body.exp} is not within 24 hours`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub} is not mailto: or https:`);
  return { aud: body.aud, sub: body.sub, exp: body.exp, publicKey };
}

export async function startPushTestServer(options: { acceptAfterMs?: number } = {}): Promise<PushTestServer> {
  const subscriptions = new Map<string, { ecdh: ECDH; auth: Buffer; subscription: TestPushSubscription }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const found = subscriptions.get(endpoint);
      const answer = (status: number) => {
        response.writeHead(status).end();
      };
      if (!found || request.method !== 'POST') {
        errors.push(`unknown subscription ${request.method} ${endpoint}`);
        return answer(404);
      }
      if (found.subscription.status !== 201) return answer(found.subscription.status);
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error('Content-Encoding is not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = checkVapid(request.headers.authorization, origin);
        const plain = decryptAes128gcm(Buffer.concat(chunks), found.ecdh, found.auth);
        const push = {
          endpoint,
          payload: JSON.parse(plain.toString('utf8')),
          headers: request.headers,
          vapid,
        };
        setTimeout(() => {
          received.push(push);
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
          answer(201);
        }, options.acceptAfterMs ?? 0);
      } catch (error) {
        errors.push(`${endpoint}: ${(error as Error).message}`);
        answer(400);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    received,
    errors,
    newSubscription(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const subscription: TestPushSubscription = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        status,
      };
      subscriptions.set(subscription.endpoint, { ecdh, auth, subscription });
      return subscription;
    },
    receivedBy: (endpoint) => received.filter((push) => push.endpoint === endpoint),
    waitFor(count, timeoutMs = 30_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} pushes after ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
