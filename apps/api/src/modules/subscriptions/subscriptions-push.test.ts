import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { pushKeys, subscriptionAnnouncements, subscriptionSends, subscriptions } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import {
  startPushTestServer,
  type PushTestServer,
  type TestPushSubscription,
} from '../../test/push-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSubscriptionsRepository, FAN_OUT_CHUNK } from './subscriptions.repository';

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

async function subscribePhone(
  phone: TestPushSubscription,
  choices: Record<string, unknown>,
  app: TestApp['app'] = t.app,
) {
  const response = await app.inject({
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

  it("the browser renews a phone's subscription: the new one replaces the old in one step, with its topics and language; the next notice reaches the new endpoint, decrypted, and not the old", async () => {
    const publicKey = (await t.app.inject({ url: '/api/subscriptions/push/key' })).json().data.push
      .publicKey as string;
    const old = push.newSubscription();
    await subscribePhone(old, { notices: true, language: 'hi', applicationServerKey: publicKey });
    const before = await rowOf(old.endpoint);
    const renewed = push.newSubscription();
    const renew = (payload: Record<string, unknown>, remoteAddress = '10.9.2.1') =>
      t.app.inject({ method: 'POST', url: '/api/subscriptions/push/renew', payload, remoteAddress });

    const answer = await renew({
      oldEndpoint: old.endpoint,
      endpoint: renewed.endpoint,
      keys: renewed.keys,
      expirationTime: null,
      applicationServerKey: publicKey,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.subscription).toEqual({ renewed: true });
    expect(await rowOf(old.endpoint)).toBeUndefined();
    expect(await rowOf(renewed.endpoint)).toMatchObject({
      id: before!.id,
      channel: 'push',
      topics: ['notices'],
      language: 'hi',
      confirmedAt: before!.confirmedAt,
      pushP256dh: renewed.keys.p256dh,
      pushAuth: renewed.keys.auth,
    });

    const notice = await publishNotice({ title: 'Parents’ meeting on Tuesday' });
    await outbox().runOnce();
    expect(push.errors).toEqual([]);
    expect(push.receivedBy(old.endpoint)).toEqual([]);
    const [message, ...more] = push.receivedBy(renewed.endpoint);
    expect(more).toEqual([]);
    expect(message!.payload).toMatchObject({
      title: 'Parents’ meeting on Tuesday',
      url: `/hi/notices/${notice.slug}`,
    });

    // Only a renewal naming a subscribed phone is taken; the new address must be a push service's.
    const stranger = push.newSubscription();
    const unknown = await renew({
      oldEndpoint: old.endpoint,
      endpoint: stranger.endpoint,
      keys: stranger.keys,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('oldEndpoint is not a subscribed phone');
    const elsewhere = await renew({
      oldEndpoint: renewed.endpoint,
      endpoint: 'https://evil.example/collect',
      keys: stranger.keys,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain("endpoint must be the address of a browser's push service");
    expect(await rowOf(stranger.endpoint)).toBeUndefined();
    expect(await rowOf(renewed.endpoint)).toBeDefined();

    // Rate-limited per address like the other public submissions (20 in 10 minutes).
    let status = 0;
    for (let n = 0; n < 21; n++)
      status = (
        await renew(
          { oldEndpoint: stranger.endpoint, endpoint: stranger.endpoint, keys: stranger.keys },
          '10.9.2.2',
        )
      ).statusCode;
    expect(status).toBe(429);
  });

  it('after the VAPID keys are rotated (npm run push:rotate-keys), a phone subscribed with the old key still receives, signed with the old key; a new phone subscribes with the new key and receives, signed with it; the old pair is deleted when no phone uses it', async () => {
    const oldKey = (await t.app.inject({ url: '/api/subscriptions/push/key' })).json().data.push
      .publicKey as string;
    const oldPhone = push.newSubscription();
    await subscribePhone(oldPhone, { notices: true, applicationServerKey: oldKey });

    const { publicKey: newKey } = await t.app.services.subscriptions.rotatePushKeys();
    expect(newKey).not.toBe(oldKey);
    expect(Buffer.from(newKey, 'base64url')).toHaveLength(65);
    // The server started after the rotation (the command refuses while it runs on the embedded database).
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      expect(
        (await restarted.inject({ url: '/api/subscriptions/push/key' })).json().data.push.publicKey,
      ).toBe(newKey);
      const newPhone = push.newSubscription();
      await subscribePhone(newPhone, { notices: true, applicationServerKey: newKey }, restarted);
      // A key the server does not keep is refused, naming the problem.
      const unknownKey = push.newSubscription();
      const stale = await restarted.inject({
        method: 'POST',
        url: '/api/subscriptions/push',
        payload: {
          endpoint: unknownKey.endpoint,
          keys: unknownKey.keys,
          applicationServerKey: Buffer.alloc(65, 4).toString('base64url'),
          notices: true,
        },
        remoteAddress: '10.9.3.1',
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toContain("applicationServerKey is not one of the server's keys");

      await publishNotice({ title: 'Library open on Saturday' });
      await restarted.services.subscriptions.outbox.runOnce();
      expect(push.errors).toEqual([]);
      const [toOld] = push.receivedBy(oldPhone.endpoint);
      const [toNew] = push.receivedBy(newPhone.endpoint);
      expect(toOld!.payload.title).toBe('Library open on Saturday');
      expect(toOld!.vapid.publicKey).toBe(oldKey);
      expect(toNew!.payload.title).toBe('Library open on Saturday');
      expect(toNew!.vapid.publicKey).toBe(newKey);

      // Both pairs are kept while a phone uses the old one; when the last such phone stops, the old pair goes.
      const kept = async () =>
        (await t.database.db.select({ publicKey: pushKeys.publicKey }).from(pushKeys))
          .map((k) => k.publicKey)
          .sort();
      expect(await kept()).toEqual([oldKey, newKey].sort());
      const onOldKey = await t.database.db
        .select({ endpoint: subscriptions.pushEndpoint })
        .from(subscriptions)
        .innerJoin(pushKeys, eq(pushKeys.id, subscriptions.pushKeyId))
        .where(eq(pushKeys.publicKey, oldKey));
      expect(onOldKey.length).toBeGreaterThan(0);
      for (const { endpoint } of onOldKey) {
        const stopped = await restarted.inject({
          method: 'POST',
          url: '/api/subscriptions/push/unsubscribe',
          payload: { endpoint },
        });
        expect(stopped.json().data.unsubscribed).toBe(true);
      }
      await restarted.services.subscriptions.outbox.runOnce();
      expect(await kept()).toEqual([newKey]);
    } finally {
      await restarted.close();
    }
  });

  // Last: it adds e-mail subscribers (no mail server here: their sends only wait).
  it('a round fans out in chunks with the event loop free between them; stopped mid-way (a crash), it is queued again from the start, each subscriber once', async () => {
    await t.database.db.execute(
      sql`INSERT INTO subscriptions (email, topics, token, confirmed_at)
          SELECT 'fan' || n || '@example.org', '["notices"]', 'fan-token-' || n, now()
          FROM generate_series(1, ${FAN_OUT_CHUNK * 2 + 100}) AS n`,
    );
    const notice = await publishNotice({ title: 'Sports day moved to Monday' });
    const repository = createSubscriptionsRepository(t.database.db);
    const sends = async () => {
      const [row] = await queryRows<{ n: number; subscribers: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n, count(DISTINCT subscription_id)::int AS subscribers
            FROM subscription_sends WHERE kind = 'notice' AND item_id = ${notice._id}`,
      );
      return row!;
    };
    const queuedAt = async () =>
      (
        await t.database.db
          .select({ queuedAt: subscriptionAnnouncements.queuedAt })
          .from(subscriptionAnnouncements)
          .where(eq(subscriptionAnnouncements.itemId, notice._id))
      )[0]?.queuedAt;

    // The process dies before its third chunk: two chunks are queued, the round is not marked queued.
    let pauses = 0;
    await expect(
      repository.queueAnnouncements(async () => {
        if (++pauses === 3) throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await sends()).toEqual({ n: FAN_OUT_CHUNK * 2, subscribers: FAN_OUT_CHUNK * 2 });
    expect(await queuedAt()).toBeNull();

    // The next look queues the rest; the chunks already queued are no-ops.
    pauses = 0;
    const queued = await repository.queueAnnouncements(async () => {
      pauses++;
    });
    const [matching] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM subscriptions
          WHERE confirmed_at IS NOT NULL AND frequency = 'instant' AND topics @> '["notices"]'`,
    );
    expect(matching!.n).toBeGreaterThan(FAN_OUT_CHUNK * 2);
    expect(await sends()).toEqual({ n: matching!.n, subscribers: matching!.n });
    expect(queued).toBe(matching!.n - FAN_OUT_CHUNK * 2);
    expect(pauses).toBe(Math.floor(matching!.n / FAN_OUT_CHUNK) + 1);
    expect(await queuedAt()).toBeInstanceOf(Date);
    expect(await repository.queueAnnouncements()).toBe(0);
  });
});
