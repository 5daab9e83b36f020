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
