import { describe, expect, it, vi } from 'vitest';
import { PUSH_API_PATHS } from '@skp/shared';
import {
  base64url,
  notificationFromPush,
  notificationTarget,
  openNotificationTarget,
  PUSH_RENEW_PATHS,
  renewPushSubscription,
} from './push-notification';

const ORIGIN = 'https://school.example';

describe('push notifications in the service worker', () => {
  it("shows the server's message: title, short body, the school's icon, the page to open, one per item", () => {
    const shown = notificationFromPush(
      JSON.stringify({
        title: 'School closed tomorrow',
        body: 'Heavy rain: the school is closed on Friday.',
        url: '/hi/notices/school-closed-tomorrow',
        icon: '/icons/icon-192.png',
        tag: 'notice-1',
        lang: 'hi',
      }),
      ORIGIN,
    );
    expect(shown).toEqual({
      title: 'School closed tomorrow',
      options: {
        body: 'Heavy rain: the school is closed on Friday.',
        icon: `${ORIGIN}/icons/icon-192.png`,
        badge: `${ORIGIN}/icons/icon-192.png`,
        lang: 'hi',
        tag: 'notice-1',
        data: { url: `${ORIGIN}/hi/notices/school-closed-tomorrow` },
      },
    });
  });

  it('never opens or shows another site: such addresses fall back to the home page and the icon', () => {
    const shown = notificationFromPush(
      JSON.stringify({ title: 'Hello', url: 'https://evil.example/x', icon: 'https://evil.example/i.png' }),
      ORIGIN,
    );
    expect(shown?.options.data.url).toBe(`${ORIGIN}/`);
    expect(shown?.options.icon).toBe(`${ORIGIN}/icons/icon-192.png`);
    expect(notificationTarget({ url: 'javascript:alert(1)' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget({ url: `${ORIGIN}/events/fair` }, ORIGIN)).toBe(`${ORIGIN}/events/fair`);
  });

  it('ignores a message that is not the server’s (no JSON, no title)', () => {
    expect(notificationFromPush('not json', ORIGIN)).toBeNull();
    expect(notificationFromPush(JSON.stringify({ body: 'no title' }), ORIGIN)).toBeNull();
  });

  it('a tap focuses a window already showing the page, else opens one', async () => {
    const focus = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => null);
    const clients = {
      matchAll: async () => [{ url: `${ORIGIN}/notices/a`, focus }],
      openWindow,
    } as unknown as Clients;
    await openNotificationTarget(clients, `${ORIGIN}/notices/a`);
    expect(focus).toHaveBeenCalledOnce();
    expect(openWindow).not.toHaveBeenCalled();
    await openNotificationTarget(clients, `${ORIGIN}/notices/b`);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/notices/b`);
  });
});

describe('pushsubscriptionchange in the service worker', () => {
  const SERVER_KEY = base64url(new Uint8Array(65).fill(7));
  const OTHER_KEY = base64url(new Uint8Array(65).fill(9));
  const OLD = 'https://fcm.googleapis.com/fcm/send/old-endpoint';
  const NEW = 'https://fcm.googleapis.com/fcm/send/new-endpoint';
  const keys = { p256dh: base64url(new Uint8Array(65).fill(4)), auth: base64url(new Uint8Array(16).fill(5)) };

  const bytesOf = (key: string) =>
    Uint8Array.from(
      atob(
        key
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(key.length / 4) * 4, '='),
      ),
      (c) => c.charCodeAt(0),
    );

  /** A browser subscription (only what the worker reads). */
  function subscription(endpoint: string, key?: string) {
    const unsubscribe = vi.fn(async () => true);
    return {
      endpoint,
      options: { applicationServerKey: key ? bytesOf(key).buffer : null },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe,
    } as unknown as PushSubscription & { unsubscribe: typeof unsubscribe };
  }

  /** The worker's fetch, answering the key and the renewal as the server does. */
  function server() {
    const posted: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (input: string, init?: RequestInit) => {
      if (input === PUSH_API_PATHS.key)
        return Response.json({ status: 'success', data: { push: { publicKey: SERVER_KEY } } });
      posted.push({ url: input, body: JSON.parse(String(init?.body)) });
      return Response.json({ status: 'success', data: { subscription: { renewed: true } } });
    });
    return { fetch, posted };
  }

  it("re-subscribes with the server's VAPID key and tells the server which endpoint the new subscription replaces", async () => {
    const { fetch, posted } = server();
    const subscribe = vi.fn(async (_options?: PushSubscriptionOptionsInit) => subscription(NEW, SERVER_KEY));
    const renewed = await renewPushSubscription(
      { oldSubscription: subscription(OLD, SERVER_KEY), newSubscription: null },
      { fetch, pushManager: { subscribe } },
    );
    expect(renewed).toBe(true);
    expect(subscribe).toHaveBeenCalledOnce();
    const options = subscribe.mock.calls[0]![0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(base64url(options.applicationServerKey as Uint8Array)).toBe(SERVER_KEY);
    expect(posted).toEqual([
      {
        url: PUSH_API_PATHS.renew,
        body: {
          oldEndpoint: OLD,
          endpoint: NEW,
          expirationTime: null,
          keys,
          applicationServerKey: SERVER_KEY,
        },
      },
    ]);
    // The worker's addresses are the API's.
    expect(PUSH_RENEW_PATHS).toEqual({ key: PUSH_API_PATHS.key, renew: PUSH_API_PATHS.renew });
  });

  it("takes the browser's new subscription when it uses the server's key; one made with another key is replaced", async () => {
    const { fetch, posted } = server();
    const subscribe = vi.fn(async () => subscription(NEW, SERVER_KEY));
    await renewPushSubscription(
      { oldSubscription: subscription(OLD, SERVER_KEY), newSubscription: subscription(NEW, SERVER_KEY) },
      { fetch, pushManager: { subscribe } },
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(posted[0]!.body).toMatchObject({ oldEndpoint: OLD, endpoint: NEW });

    const stale = subscription('https://fcm.googleapis.com/fcm/send/stale', OTHER_KEY);
    await renewPushSubscription(
      { oldSubscription: subscription(OLD, OTHER_KEY), newSubscription: stale },
      { fetch, pushManager: { subscribe } },
    );
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledOnce();
    expect(posted[1]!.body).toMatchObject({
      oldEndpoint: OLD,
      endpoint: NEW,
      applicationServerKey: SERVER_KEY,
    });
  });

  it('without the old subscription (the server could not tell which phone) nothing is posted', async () => {
    const { fetch } = server();
    const subscribe = vi.fn();
    expect(
      await renewPushSubscription(
        { oldSubscription: null, newSubscription: null },
        { fetch, pushManager: { subscribe } },
      ),
    ).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
