import webpush from 'web-push';
import type { PushMessage } from '@skp/shared';

/** The server's VAPID key pair (base64url, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A phone's push subscription as stored: the push service's address and the phone's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
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
  /** Encrypts the message for the phone (RFC 8291, aes128gcm) and posts it with a VAPID JWT (RFC 8292). */
  send(target: PushTarget, message: PushMessage, options?: PushSendOptions): Promise<void>;
}

/**
 * Web push through `web-push`: it encrypts the payload for the phone's keys and signs the VAPID JWT
 * (audience: the push service's origin); the request itself goes through fetch (keep-alive
 * connections shared by every send). A 404 or 410 throws PushSubscriptionGoneError; any other
 * non-2xx answer or a network error throws, and the outbox retries.
 */
export function createPushSender(deps: {
  /** The key pair, made and stored on first use (the repository's vapidKeys). */
  keys(): Promise<VapidKeys>;
  /** The VAPID subject: a mailto: or https: address the push services can reach the school at. */
  subject(): string;
  timeoutMs?: number;
}): PushSender {
  let keys: Promise<VapidKeys> | undefined;
  const loadKeys = () => {
    keys ??= deps.keys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  return {
    async publicKey() {
      return (await loadKeys()).publicKey;
    },
    async send(target, message, options = {}) {
      const vapid = await loadKeys();
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: deps.subject(), ...vapid },
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
