import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { subscriptionSends, subscriptions } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import {
  startPushTestServer,
  type PushTestServer,
  type TestPushSubscription,
} from '../../test/push-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'https://school.example';

let t: TestApp;
let push: PushTestServer;
let editor: string;
let address = 0;

// No mail server: phones are sent to without one (the e-mail sends wait for a mail transport).
beforeAll(async () => {
  push = await startPushTestServer();
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, PUSH_ALLOWED_HOSTS: push.host } });
  editor = await sessionFor(t, 'editor');
});

afterAll(async () => {
  await t?.close();
  await push?.close();
});

const outbox = () => t.app.services.subscriptions.outbox;

async function subscribePhone(phone: TestPushSubscription, choices: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/push',
    payload: { endpoint: phone.endpoint, keys: phone.keys, expirationTime: null, ...choices },
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.subscription).toEqual({ subscribed: true });
}

async function publishNotice(fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notices',
    headers: { cookie: editor },
    payload: { description: 'Details inside.', date: '2026-11-20', ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.item as { _id: string; slug: string; title: string };
}

async function rowOf(endpoint: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.pushEndpoint, endpoint));
  return row;
}

describe('web push to parents’ phones', () => {
  it('a phone subscribes with the VAPID key made on first start and kept in the database; a published notice reaches it encrypted (RFC 8291) with a VAPID JWT for the push service; once; the phone unsubscribes', async () => {
    const keyAnswer = await t.app.inject({ url: '/api/subscriptions/push/key' });
    expect(keyAnswer.statusCode).toBe(200);
    const publicKey = keyAnswer.json().data.push.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // Kept in the database: another server on the same data answers the same key.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      expect(await other.services.subscriptions.pushPublicKey()).toBe(publicKey);
    } finally {
      await other.close();
    }

    const phone = push.newSubscription();
    await subscribePhone(phone, { notices: true, language: 'hi' });
    expect(await rowOf(phone.endpoint)).toMatchObject({ channel: 'push', email: null, language: 'hi' });

    const notice = await publishNotice({
      title: 'Annual day rehearsal on Friday',
      description: 'Children stay at school until 3 pm for the rehearsal.',
    });
    await outbox().runOnce();
    expect(push.errors).toEqual([]);
    const [message, ...more] = push.receivedBy(phone.endpoint);
    expect(more).toHaveLength(0);
    expect(message!.payload).toEqual({
      title: 'Annual day rehearsal on Friday',
      body: 'Children stay at school until 3 pm for the rehearsal.',
      url: `/hi/notices/${notice.slug}`,
      icon: '/icons/icon-192.png',
      tag: `notice-${notice._id}`,
      lang: 'hi',
    });
    expect(message!.vapid.aud).toBe(push.origin);
    expect(message!.vapid.publicKey).toBe(publicKey);
    expect(message!.vapid.sub).toBe(ORIGIN);
    expect(message!.headers['content-encoding']).toBe('aes128gcm');

    // Saved again and a second round: nothing more.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/notices/${notice._id}`,
      headers: { cookie: editor },
      payload: { title: 'Annual day rehearsal on Friday (hall)', description: 'x', date: '2026-11-20' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await outbox().runOnce();
    expect(push.receivedBy(phone.endpoint)).toHaveLength(1);

    // 'Stop notifications on this phone'.
    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/push/unsubscribe',
      payload: { endpoint: phone.endpoint },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data.unsubscribed).toBe(true);
    expect(await rowOf(phone.endpoint)).toBeUndefined();
    await publishNotice({ title: 'Winter uniform from Monday' });
    await outbox().runOnce();
    expect(push.receivedBy(phone.endpoint)).toHaveLength(1);
  });

  it('404 and 410 from the push service drop the subscription; a 503 is retried later', async () => {
    const gone = push.newSubscription(410);
    const missing = push.newSubscription(404);
    const busy = push.newSubscription(503);
    for (const phone of [gone, missing, busy]) await subscribePhone(phone, { events: true });
    const busyRow = await rowOf(busy.endpoint);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: editor },
      payload: { title: 'Science fair', description: 'Projects by classes 6 to 9.', date: '2026-12-05' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await outbox().runOnce();
    expect(await rowOf(gone.endpoint)).toBeUndefined();
    expect(await rowOf(missing.endpoint)).toBeUndefined();
    const [send] = await t.database.db
      .select()
      .from(subscriptionSends)
      .where(eq(subscriptionSends.subscriptionId, busyRow!.id));
    expect(send).toMatchObject({ delivery: 'pending', attempts: 1 });
    expect(send!.lastError).toContain('503');
    expect(send!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('the urgent alert reaches every phone whatever it chose, and its progress counts the phones', async () => {
    const phone = push.newSubscription();
    await subscribePhone(phone, { cricketAcademy: true });
    const counts = (
      await t.app.inject({ url: '/api/admin/subscriptions/counts', headers: { cookie: editor } })
    ).json().data.counts;
    expect(counts.phones).toBeGreaterThanOrEqual(2);
    expect(counts.phones).toBeLessThanOrEqual(counts.confirmed);
    // The busy phone of the test before answers again.
    await t.database.db.execute(
      sql`UPDATE subscription_sends SET next_attempt_at = now() WHERE delivery = 'pending'`,
    );
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/urgent-alert',
      headers: { cookie: editor },
      payload: { title: 'School closed tomorrow', message: 'Heavy rain: the school is closed on Friday.' },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const { noticeId, noticeSlug, progress } = alert.json().data.alert;
    expect(progress).toEqual({ queued: counts.confirmed, sent: 0, failed: 0, total: counts.confirmed });
    await outbox().runOnce();
    const [message] = push
      .receivedBy(phone.endpoint)
      .filter((m) => m.payload.title === 'School closed tomorrow');
    expect(message!.payload).toMatchObject({
      url: `/notices/${noticeSlug}`,
      body: 'Heavy rain: the school is closed on Friday.',
    });
    const done = await t.app.inject({
      url: `/api/admin/subscriptions/progress/${noticeId}`,
      headers: { cookie: editor },
    });
    // The busy phone still answers 503: queued for a retry; every other phone has it.
    expect(done.json().data.progress).toEqual({
      queued: 1,
      sent: counts.confirmed - 1,
      failed: 0,
      total: counts.confirmed,
    });
  });

  it('refuses an endpoint that is not a browser push service, bad keys or no topic with a 400 naming the problem, and stores nothing', async () => {
    const phone = push.newSubscription();
    const cases: [Record<string, unknown>, string][] = [
      [
        { endpoint: 'https://evil.example/collect', keys: phone.keys, notices: true },
        "endpoint must be the address of a browser's push service",
      ],
      [
        { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: phone.keys, notices: true },
        "endpoint must be the address of a browser's push service",
      ],
      [
        { endpoint: phone.endpoint, keys: { ...phone.keys, p256dh: 'abc' }, notices: true },
        'keys.p256dh must be 65 bytes',
      ],
      [{ endpoint: phone.endpoint, keys: { ...phone.keys, auth: '' }, notices: true }, 'keys.auth'],
      [{ endpoint: phone.endpoint, keys: phone.keys }, 'tick at least one'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/push',
        payload,
        remoteAddress: `10.9.1.${++address}`,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await rowOf(phone.endpoint)).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/push/unsubscribe',
      payload: { endpoint: phone.endpoint },
    });
    expect(unknown.json().data.unsubscribed).toBe(false);
  });
});
