import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MAIL_TEXTS } from '@skp/shared';
import { buildApp } from '../../app';
import { subscriptionSends, subscriptions } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { indiaDay } from './subscription-outbox';

const ORIGIN = 'https://school.example';

let t: TestApp;
let smtp: SmtpTestServer;
let editor: string;
let admin: string;
let address = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN } });
  editor = await sessionFor(t, 'editor');
  admin = await sessionFor(t, 'admin');
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = () => t.app.services.subscriptions.outbox;

async function subscribe(payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload,
    remoteAddress: `10.8.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data.subscription).toEqual({ checkYourMail: true });
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

/** The mails that arrived for one address since `from` (index into smtp.mails). */
function mailsTo(email: string, from = 0): ReceivedMail[] {
  return smtp.mails.slice(from).filter((mail) => mail.envelopeTo.includes(email));
}

/** A header as the mail carries it (unfolded), whatever the parser makes of List-* headers. */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]+:\s*/, '');
}

function linkIn(mail: ReceivedMail, path: string): string {
  const found = String(mail.parsed.text).match(new RegExp(`${ORIGIN}[^\\s]*${path}\\?token=[A-Za-z0-9_-]+`));
  expect(found, `a ${path} link in:\n${mail.parsed.text}`).not.toBeNull();
  return found![0];
}

describe('e-mail subscriptions', () => {
  it('double opt-in: only the confirmation mail until its link is opened; a notice goes out once per subscriber whatever the saves; one-click unsubscribe', async () => {
    const email = 'parent.one@example.org';
    await subscribe({ email: 'Parent.One@Example.org', notices: true, language: 'hi' });
    const before = smtp.mails.length;
    await outbox().runOnce();
    const [confirmMail, ...others] = mailsTo(email, before);
    expect(others).toHaveLength(0);
    // In the subscriber's language, with the school's name from its settings.
    const school = (await t.app.services.school.get()).nameHi || (await t.app.services.school.get()).name;
    expect(confirmMail!.parsed.subject).toBe(
      SUBSCRIPTION_MAIL_TEXTS.hi.confirmSubject.replace('{{school}}', school),
    );
    const confirmLink = linkIn(confirmMail!, '/hi/subscribe/confirm');

    // Published before the link is opened: nothing goes to the address, ever.
    await publishNotice({ title: 'Sports day moved', priority: 'high' });
    await outbox().runOnce();
    expect(mailsTo(email, before)).toHaveLength(1);

    const confirmed = await t.app.inject({ method: 'GET', url: confirmLink.replace(ORIGIN, '') });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/hi/subscribe?state=confirmed');

    const notice = await publishNotice({ title: 'School closed on Monday for elections' });
    await outbox().runOnce();
    const itemMails = mailsTo(email, before).slice(1);
    expect(itemMails).toHaveLength(1);
    const mail = itemMails[0]!;
    expect(mail.parsed.subject).toBe('School closed on Monday for elections');
    expect(mail.parsed.text).toContain(SUBSCRIPTION_MAIL_TEXTS.hi.newNotice);
    expect(mail.parsed.text).toContain(`${ORIGIN}/hi/notices/${notice.slug}`);
    expect(mail.parsed.html).toContain(`href="${ORIGIN}/hi/notices/${notice.slug}"`);
    const unsubscribe = linkIn(mail, '/hi/subscribe/unsubscribe');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Saved again, twice, and a second outbox round: no second mail.
    for (const title of ['School closed on Monday (elections)', 'School closed on Monday: elections']) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/notices/${notice._id}`,
        headers: { cookie: editor },
        payload: { title, description: 'Details inside.', date: '2026-11-20' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await outbox().runOnce();
    await outbox().runOnce();
    expect(mailsTo(email, before)).toHaveLength(2);

    // 'Send again' after the edit: one more mail, with the new title.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/notices/${notice._id}/send-again`,
      headers: { cookie: editor },
    });
    expect(again.statusCode, again.body).toBe(200);
    await outbox().runOnce();
    const afterAgain = mailsTo(email, before);
    expect(afterAgain).toHaveLength(3);
    expect(afterAgain[2]!.parsed.subject).toBe('School closed on Monday: elections');

    // RFC 8058: the mail program POSTs to the List-Unsubscribe address, signed out, no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribe.replace(ORIGIN, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await t.app.services.subscriptions.findByEmail(email)).toBeNull();
    await publishNotice({ title: 'Winter uniform from Monday' });
    await outbox().runOnce();
    expect(mailsTo(email, before)).toHaveLength(3);
  });

  it('a notice scheduled for later is sent when its time comes, to the topics that match it', async () => {
    await subscribe({ email: 'urgent.only@example.org', urgent: true });
    await subscribe({ email: 'events.only@example.org', events: true });
    await outbox().runOnce();
    for (const email of ['urgent.only@example.org', 'events.only@example.org']) {
      const [mail] = mailsTo(email);
      const confirmed = await t.app.inject({
        method: 'GET',
        url: linkIn(mail!, '/subscribe/confirm').replace(ORIGIN, ''),
      });
      expect(confirmed.headers.location).toBe('/subscribe?state=confirmed');
    }
    const before = smtp.mails.length;
    await publishNotice({
      title: 'Exam timetable changed',
      priority: 'high',
      publishAt: new Date(Date.now() + 1500).toISOString(),
    });
    await outbox().runOnce();
    expect(mailsTo('urgent.only@example.org', before)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await outbox().runOnce();
    expect(mailsTo('urgent.only@example.org', before).map((m) => m.parsed.subject)).toEqual([
      'Exam timetable changed',
    ]);
    // Not an event: the events-only subscriber gets nothing.
    expect(mailsTo('events.only@example.org', before)).toHaveLength(0);
  });

  it('weekly digests go out on the chosen day at 07:00 India time, once', async () => {
    // The day three days from now (India), so this week's notices fall inside the digest's week.
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const { day, date } = indiaDay(soon);
    const at = (hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
    let clock = at('06:59');
    const other = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      subscriptionOutboxOptions: { now: () => clock },
    });
    try {
      await subscribe({
        email: 'weekly@example.org',
        notices: true,
        frequency: 'weekly',
        digestDay: String(day),
      });
      await other.services.subscriptions.outbox.runOnce();
      const [confirmMail] = mailsTo('weekly@example.org');
      await t.app.inject({
        method: 'GET',
        url: linkIn(confirmMail!, '/subscribe/confirm').replace(ORIGIN, ''),
      });
      const before = smtp.mails.length;
      await publishNotice({ title: 'Library week' });
      await other.services.subscriptions.outbox.runOnce();
      expect(mailsTo('weekly@example.org', before)).toHaveLength(0);
      clock = at('07:00');
      await other.services.subscriptions.outbox.runOnce();
      await other.services.subscriptions.outbox.runOnce();
      const digests = mailsTo('weekly@example.org', before);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.parsed.subject).toMatch(/^This week at /);
      expect(digests[0]!.parsed.text).toContain('Library week');
      expect(rawHeader(digests[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    } finally {
      await other.close();
    }
  });

  it('refuses bad input with a 400 naming the problem and stores nothing', async () => {
    const noTopic = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'nobody@example.org' },
      remoteAddress: '10.8.1.1',
    });
    expect(noTopic.statusCode).toBe(400);
    expect(noTopic.json().message).toContain('tick at least one');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'not-an-address', notices: true },
      remoteAddress: '10.8.1.2',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('email must be a valid e-mail address');
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'nobody@example.org'));
    expect(rows).toHaveLength(0);
  });

  it('staff see counts and one address at a time, never a list; a rights request exports and erases', async () => {
    await subscribe({ email: 'privacy@example.org', notices: true, events: true });
    const counts = await t.app.inject({
      url: '/api/admin/subscriptions/counts',
      headers: { cookie: editor },
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json().data.counts.waitingForConfirmation).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counts.json().data.counts.byTopic).sort()).toEqual(
      ['babySteps', 'cricketAcademy', 'events', 'notices', 'urgent'].sort(),
    );
    const signedOut = await t.app.inject({ url: '/api/admin/subscriptions/counts' });
    expect(signedOut.statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/subscriptions', headers: { cookie: admin } });
    expect(list.statusCode).toBe(404);

    const lookup = await t.app.inject({
      url: '/api/admin/subscriptions/lookup?email=PRIVACY@example.org',
      headers: { cookie: editor },
    });
    expect(lookup.json().data.subscription).toMatchObject({
      email: 'privacy@example.org',
      topics: ['notices', 'events'],
      confirmedAt: null,
    });
    const service = t.app.services.subscriptions;
    expect((await service.exportByEmail('privacy@example.org')).subscriptions).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'privacy@example.org'));
    const erase = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/erase',
      headers: { cookie: admin },
      payload: { email: 'privacy@example.org' },
    });
    expect(erase.json().data.erased).toBe(1);
    expect(await service.findByEmail('privacy@example.org')).toBeNull();
    const sends = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptionSends)
      .where(eq(subscriptionSends.subscriptionId, row!.id));
    expect(sends[0]!.n).toBe(0);
    expect((await service.exportByEmail('privacy@example.org')).subscriptions).toEqual([]);
  });

  it('the urgent alert publishes the urgent banner and a notice, and mails every confirmed subscriber whatever they chose; progress counts them', async () => {
    const everyone = ['alert.events@example.org', 'alert.weekly@example.org'];
    await subscribe({ email: everyone[0], events: true });
    await subscribe({ email: everyone[1], cricketAcademy: true, frequency: 'weekly', digestDay: '0' });
    await subscribe({ email: 'alert.unconfirmed@example.org', notices: true });
    await outbox().runOnce();
    for (const email of everyone) {
      const [mail] = mailsTo(email);
      await t.app.inject({ method: 'GET', url: linkIn(mail!, '/subscribe/confirm').replace(ORIGIN, '') });
    }
    const confirmed = (await t.app.services.subscriptions.counts()).confirmed;
    const before = smtp.mails.length;
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/urgent-alert',
      headers: { cookie: editor },
      payload: { title: 'School closed tomorrow', message: 'Heavy rain: the school is closed on Friday.' },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const { noticeId, noticeSlug, progress } = alert.json().data.alert;
    expect(progress).toEqual({ queued: confirmed, sent: 0, failed: 0, total: confirmed });

    const banners = await t.app.inject({ url: '/api/announcements' });
    expect(JSON.stringify(banners.json())).toContain('School closed tomorrow');
    const notice = await t.app.inject({ url: `/api/notices/${noticeId}` });
    expect(notice.json().data.notice).toMatchObject({ title: 'School closed tomorrow', priority: 'high' });

    await outbox().runOnce();
    for (const email of everyone) {
      const mails = mailsTo(email, before);
      expect(
        mails.map((m) => m.parsed.subject),
        email,
      ).toEqual(['School closed tomorrow']);
      expect(mails[0]!.parsed.text).toContain(`/notices/${noticeSlug}`);
    }
    expect(mailsTo('alert.unconfirmed@example.org', before)).toHaveLength(0);
    const done = await t.app.inject({
      url: `/api/admin/subscriptions/progress/${noticeId}`,
      headers: { cookie: editor },
    });
    expect(done.json().data.progress).toEqual({ queued: 0, sent: confirmed, failed: 0, total: confirmed });

    // A second alert while the first banner shows is refused whole: no notice, no sends.
    const clash = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/urgent-alert',
      headers: { cookie: editor },
      payload: { title: 'School closed again' },
    });
    expect(clash.statusCode).toBe(400);
    const search = await t.app.inject({
      url: '/api/admin/notices?search=closed%20again',
      headers: { cookie: editor },
    });
    expect(search.json().data.items).toHaveLength(0);
  });
});
