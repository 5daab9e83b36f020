import webpush from 'web-push';
import type { PushMessage } from '@skp/shared';

/** The server's VAPID key pair (base64url, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A kept key pair and its id. */
export interface StoredVapidKeys extends VapidKeys {
  id: number;
}

/** A phone's push subscription as stored: the push service's address and the phone's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The VAPID key pair the phone subscribed with (its id); null or absent: the current pair. */
  keyId?: number | null;
}

/** The push service answered 404 or 410: the subscription is gone (the phone unsubscribed or it expired). */
export class PushSubscriptionGoneError extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}: the subscription is gone`);
  }
}

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari, Samsung Internet, Opera): a stored
 * subscription must point at one of them (https), so the server never posts to an address a visitor
 * made up. `extraHosts` (PUSH_ALLOWED_HOSTS: host or host:port) adds a test's local service.
 */
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraHosts.includes(url.host.toLowerCase()))
    return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for a phone that is off (TTL). */
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with (made on first use and kept in the database). */
  publicKey(): Promise<string>;
  /** The current key pair with its id (what a new phone's subscription records). */
  currentKeys(): Promise<StoredVapidKeys>;
  /** Forgets the current key read (after a rotation in this process). */
  forgetCurrentKey(): void;
  /** Encrypts the message for the phone (RFC 8291, aes128gcm) and posts it with a VAPID JWT (RFC 8292). */
  send(target: PushTarget, message: PushMessage, options?: PushSendOptions): Promise<void>;
}

/** A VAPID JWT's lifetime (RFC 8292 allows at most 24 hours), and how long one is reused. */
const JWT_LIFETIME_SECONDS = 12 * 3600;
const JWT_REUSE_MS = 10 * 60_000;

/** How long the current key is remembered (a rotation through PostgreSQL reaches a running server within it). */
const CURRENT_KEY_TTL_MS = 60_000;

/**
 * Web push through `web-push`: it encrypts the payload for the phone's keys and signs the VAPID JWT
 * (audience: the push service's origin) with the key pair the phone subscribed with; the request
 * itself goes through fetch (keep-alive connections shared by every send). A 404 or 410 throws
 * PushSubscriptionGoneError; any other non-2xx answer or a network error throws, and the outbox
 * retries.
 */
export function createPushSender(deps: {
  /** The current key pair, made and stored on first use (the repository's currentVapidKeys). */
  keys(): Promise<StoredVapidKeys>;
  /** A kept key pair by its id (a key pair never changes: read once). */
  keysById(id: number): Promise<VapidKeys | undefined>;
  /** The VAPID subject: a mailto: or https: address the push services can reach the school at. */
  subject(): string;
  timeoutMs?: number;
}): PushSender {
  let current: { keys: Promise<StoredVapidKeys>; until: number } | undefined;
  const currentKeys = () => {
    if (!current || current.until < Date.now()) {
      const keys = deps.keys().catch((error: unknown) => {
        current = undefined;
        throw error;
      });
      current = { keys, until: Date.now() + CURRENT_KEY_TTL_MS };
    }
    return current.keys;
  };
  const byId = new Map<number, Promise<VapidKeys>>();
  const keysOf = (id: number | null | undefined): Promise<VapidKeys> => {
    if (id === null || id === undefined) return currentKeys();
    let keys = byId.get(id);
    if (!keys) {
      keys = deps.keysById(id).then((found) => {
        if (!found) throw new Error(`the VAPID key pair ${id} the phone subscribed with is not kept`);
        return found;
      });
      keys.catch(() => byId.delete(id));
      byId.set(id, keys);
    }
    return keys;
  };
  // The VAPID JWT of a push service and key pair, signed once and used for JWT_REUSE_MS (it is valid
  // for 12 hours): signing it for every one of 20,000 notifications cost the event loop as much as
  // encrypting them.
  const jwts = new Map<string, { header: string; until: number }>();
  const authorization = (audience: string, keys: VapidKeys): string => {
    const key = `${audience} ${keys.publicKey}`;
    const kept = jwts.get(key);
    if (kept && kept.until > Date.now()) return kept.header;
    const { Authorization: header } = webpush.getVapidHeaders(
      audience,
      deps.subject(),
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) + JWT_LIFETIME_SECONDS,
    );
    if (jwts.size > 100) jwts.clear();
    jwts.set(key, { header, until: Date.now() + JWT_REUSE_MS });
    return header;
  };
  return {
    async publicKey() {
      return (await currentKeys()).publicKey;
    },
    currentKeys,
    forgetCurrentKey() {
      current = undefined;
    },
    async send(target, message, options = {}) {
      const keys = await keysOf(target.keyId);
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          TTL: options.ttlSeconds ?? 2 * 24 * 3600,
          contentEncoding: 'aes128gcm',
          ...(options.urgency ? { urgency: options.urgency } : {}),
        },
      );
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the body's length itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      headers.set('authorization', authorization(new URL(details.endpoint).origin, keys));
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000),
        redirect: 'error',
      });
      const text = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410)
        throw new PushSubscriptionGoneError(response.status);
      if (!response.ok) {
        const detail = text.replace(/\s+/g, ' ').slice(0, 200);
        throw new Error(`push service answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}

/** A new VAPID key pair (P-256), base64url. */
export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
