/**
 * What the service worker does with a push message (src/sw/sw.ts): the server's JSON (PushMessage in
 * packages/shared: title, short body, the school's icon, the notice's or event's page) becomes a
 * notification; tapping it opens that page. Only this site's own addresses are opened or shown: a
 * message naming another site falls back to the home page and the site's icon.
 */
import type { PushMessage } from '@skp/shared';

export const DEFAULT_PUSH_ICON = '/icons/icon-192.png';

/** `value` as an address on `origin`, else `fallback` there. */
function sameOrigin(value: unknown, origin: string, fallback: string): string {
  try {
    const url = new URL(typeof value === 'string' && value ? value : fallback, origin);
    if (url.origin === origin) return url.href;
  } catch {
    // Not an address: the fallback.
  }
  return new URL(fallback, origin).href;
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The notification for a push message's text, or null when it is not one of the server's. */
export function notificationFromPush(
  data: string,
  origin: string,
): { title: string; options: NotificationOptions & { data: { url: string } } } | null {
  let message: Partial<PushMessage>;
  try {
    message = JSON.parse(data) as Partial<PushMessage>;
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const title = text(message.title, 200);
  if (!title) return null;
  const icon = sameOrigin(message.icon, origin, DEFAULT_PUSH_ICON);
  return {
    title,
    options: {
      body: text(message.body, 500),
      icon,
      badge: icon,
      lang: message.lang === 'hi' ? 'hi' : 'en',
      ...(message.tag ? { tag: text(message.tag, 100) } : {}),
      data: { url: sameOrigin(message.url, origin, '/') },
    },
  };
}

/** The page a tapped notification opens (its data's url, on this site only). */
export function notificationTarget(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return sameOrigin(url, origin, '/');
}

/** Opens `url`: an open window of the site already showing it is focused, else a new one. */
export async function openNotificationTarget(clients: Clients, url: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url) as WindowClient | undefined;
  if (open) {
    await open.focus();
    return;
  }
  await clients.openWindow(url);
}

/** Bytes as base64url (no padding), as the server keeps VAPID keys. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The VAPID public key a subscription was made with (base64url), when the browser tells. */
export function subscriptionKey(subscription: PushSubscription): string | undefined {
  const key = subscription.options?.applicationServerKey;
  return key ? base64url(key) : undefined;
}

/** The base64url key as the bytes PushManager.subscribe takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const binary = atob(
    key
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(key.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker's pushsubscriptionchange event (not in TypeScript's lib). */
export interface PushSubscriptionChange {
  oldSubscription?: PushSubscription | null;
  newSubscription?: PushSubscription | null;
}

/** Where the worker asks for the server's VAPID key and posts a renewal (PUSH_API_PATHS' key and renew). */
export const PUSH_RENEW_PATHS = {
  key: '/api/subscriptions/push/key',
  renew: '/api/subscriptions/push/renew',
} as const;

/**
 * pushsubscriptionchange: the browser renewed the phone's subscription (new endpoint and keys) or
 * ended it. The worker subscribes again with the server's current VAPID public key (a new
 * subscription the browser made already is taken when it uses that key) and posts it with the
 * old endpoint it replaces; the server keeps the phone's topics and language. Without the old
 * subscription the server could not tell which phone it was: nothing is posted, and the parent
 * turns notifications on again on /subscribe. Answers whether the server took the renewal.
 */
export async function renewPushSubscription(
  change: PushSubscriptionChange,
  deps: {
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
    pushManager: Pick<PushManager, 'subscribe'>;
    paths?: { key: string; renew: string };
  },
): Promise<boolean> {
  const old = change.oldSubscription;
  if (!old) return false;
  const paths = deps.paths ?? PUSH_RENEW_PATHS;
  const keyAnswer = await deps.fetch(paths.key);
  if (!keyAnswer.ok) throw new Error(`${paths.key} answered ${keyAnswer.status}`);
  const { publicKey } = ((await keyAnswer.json()) as { data: { push: { publicKey: string } } }).data.push;
  let renewed = change.newSubscription ?? null;
  if (renewed && subscriptionKey(renewed) !== publicKey) {
    await renewed.unsubscribe();
    renewed = null;
  }
  renewed ??= await deps.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const answer = await deps.fetch(paths.renew, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...renewed.toJSON(), applicationServerKey: publicKey, oldEndpoint: old.endpoint }),
  });
  return answer.ok;
}
