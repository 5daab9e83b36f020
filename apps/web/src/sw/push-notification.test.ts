import { describe, expect, it, vi } from 'vitest';
import { notificationFromPush, notificationTarget, openNotificationTarget } from './push-notification';

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
