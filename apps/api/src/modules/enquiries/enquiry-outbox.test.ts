import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { enquiries, siteSettings } from '../../db/schema/index';
import { withDatabase } from '../../test/global-setup';
import { freePort, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exponentialBackoff } from '../../lib/outbox';
import type { OutboxOptions } from './enquiry-outbox';
import type { EnquiryMail } from './enquiry-mail';
import { createSmtpTransport, type MailTransport } from '../../lib/mail-transports';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(env: Record<string, string | undefined>): Promise<TestApp> {
  const t = await createTestApp({ seeded: false, env });
  cleanups.push(() => t.close());
  return t;
}

/** The outbox of another app on the same database (as a second server instance would have). */
async function worker(
  t: TestApp,
  mailTransport: MailTransport,
  outboxOptions?: Partial<OutboxOptions>,
  database: DatabaseHandle = t.database,
) {
  const other = await buildApp({
    config: t.config,
    database,
    logger: false,
    mailTransport,
    ...(outboxOptions ? { outboxOptions } : {}),
  });
  cleanups.push(() => other.close());
  return other.services.enquiries.outbox;
}

async function smtp(port?: number): Promise<SmtpTestServer> {
  const server = await startSmtpTestServer(port);
  cleanups.push(() => server.close());
  return server;
}

let address = 0;
async function submit(t: TestApp, payload: Record<string, unknown>, url = '/api/enquiries'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${++address}` });
  expect(response.statusCode).toBe(201);
  return response.json().data.enquiry._id;
}

async function row(t: TestApp, id: string) {
  const [found] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
  return found!;
}

async function makeDue(database: DatabaseHandle) {
  await database.db
    .update(enquiries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(enquiries.delivery, 'pending'));
}

const hostile = {
  name: 'Eve <script>alert(1)</script>\r\nBcc: victim@example.org',
  email: 'eve@example.org',
  phone: '"><img src=x onerror=alert(2)>',
  message: 'Hello & welcome <b>bold</b>\n<a href="http://evil.example">click</a>\u0007\u202Eevil',
};

describe('delivery over SMTP', () => {
  it('mails the enquiry to the contact e-mail in the database, Reply-To the visitor, with escaped content', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url, MAIL_FROM: 'SKP website <web@skp.example>' });
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'contact', value: { email: 'office@skp.example' } });
    const id = await submit(t, hostile);

    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
    const { parsed, envelopeTo } = server.mails[0]!;
    expect(envelopeTo).toEqual(['office@skp.example']);
    expect(parsed.from?.value).toEqual([{ address: 'web@skp.example', name: 'SKP website' }]);
    expect(parsed.replyTo?.value).toEqual([
      { address: 'eve@example.org', name: 'Eve <script>alert(1)</script> Bcc: victim@example.org' },
    ]);
    expect(parsed.headers.get('bcc')).toBeUndefined();
    expect(parsed.subject).toBe('Website enquiry from Eve <script>alert(1)</script> Bcc: victim@example.org');
    expect(parsed.messageId).toBe(`<enquiry-${id}@skp.example>`);
    expect(parsed.headers.get('x-enquiry-id')).toBe(id);

    // Plain text: what the visitor wrote, minus control and direction-override characters.
    expect(parsed.text).toContain('Name: Eve <script>alert(1)</script> Bcc: victim@example.org');
    expect(parsed.text).toContain('Email: eve@example.org');
    expect(parsed.text).toContain('Phone: "><img src=x onerror=alert(2)>');
    expect(parsed.text).toContain('Hello & welcome <b>bold</b>\n<a href="http://evil.example">click</a>evil');
    expect(parsed.text).not.toContain('\u0007');
    expect(parsed.text).not.toContain('\u202E');
    // HTML: every character the visitor typed is escaped; no markup of theirs survives.
    const html = parsed.html as string;
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.org');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain(
      'Hello &amp; welcome &lt;b&gt;bold&lt;/b&gt;\n&lt;a href=&quot;http://evil.example&quot;&gt;click&lt;/a&gt;evil',
    );
    expect(html).not.toMatch(/<script|<img|<a |<b>/);

    const stored = await row(t, id);
    expect(stored).toMatchObject({ delivery: 'sent', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
  });

  it('sends admission enquiries with their details, to ENQUIRY_TO when set', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url, ENQUIRY_TO: 'admissions@skp.example' });
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'contact', value: { email: 'office@skp.example' } });
    await submit(
      t,
      {
        studentName: 'Rohan <Kumar>',
        dateOfBirth: '2019-04-12',
        classSought: 'Class 1',
        parentName: 'Sunita Devi',
        phone: '9876543210',
        email: 'sunita@example.org',
        message: 'Hostel needed.',
        consent: true,
      },
      '/api/admission',
    );
    await t.app.services.enquiries.outbox.runOnce();
    const { parsed, envelopeTo } = server.mails[0]!;
    expect(envelopeTo).toEqual(['admissions@skp.example']);
    expect(parsed.subject).toBe('Admission enquiry: Rohan <Kumar> (Class 1)');
    expect(parsed.replyTo?.value).toEqual([{ address: 'sunita@example.org', name: 'Sunita Devi' }]);
    for (const line of [
      'Student name: Rohan <Kumar>',
      'Date of birth: 2019-04-12',
      'Class sought: Class 1',
      'Parent name: Sunita Devi',
      'Phone: 9876543210',
      'Hostel needed.',
    ])
      expect(parsed.text).toContain(line);
    expect(parsed.html).toContain('Rohan &lt;Kumar&gt;');
  });

  it('keeps the enquiry pending while the mail server is down and delivers it exactly once when it is back', async () => {
    const port = await freePort();
    const t = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_TO: 'office@skp.example' });
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '123', message: 'Hello' });

    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const afterFailure = await row(t, id);
    expect(afterFailure).toMatchObject({ delivery: 'pending', attempts: 1, sentAt: null });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Backed off: not tried again before its time.
    const [{ wait }] = (await t.database.db
      .select({ wait: sql<number>`extract(epoch from (${enquiries.nextAttemptAt} - now()))::int` })
      .from(enquiries)
      .where(eq(enquiries.id, id))) as [{ wait: number }];
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const server = await smtp(port);
    await makeDue(t.database);
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(t, id)).toMatchObject({ delivery: 'sent', attempts: 2, lastError: null });
    await makeDue(t.database);
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]!.parsed.headers.get('x-enquiry-id')).toBe(id);
  });

  it('the started worker sends a new enquiry at once and stops cleanly with the app', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url, ENQUIRY_TO: 'office@skp.example' });
    t.app.services.enquiries.outbox.start();
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '123', message: 'Hi' });
    const [mail] = await server.waitFor(1);
    expect(mail!.parsed.headers.get('x-enquiry-id')).toBe(id);
    await t.app.services.enquiries.outbox.stop();
    expect((await row(t, id)).delivery).toBe('sent');
  });
});

describe('retries and giving up', () => {
  it('backs off exponentially from one minute up to two hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(exponentialBackoff)).toEqual([
      60, 120, 240, 480, 960, 1920, 3840, 7200, 7200, 7200,
    ]);
  });

  it('marks the enquiry failed after the last attempt, keeping the last error', async () => {
    const t = await app({ ENQUIRY_TO: 'office@skp.example' });
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '123', message: 'Hi' });
    let calls = 0;
    const failing: MailTransport = {
      kind: 'smtp',
      description: 'failing',
      async send() {
        calls++;
        throw new Error(`421 Service not available (${calls})`);
      },
      close() {},
    };
    const outbox = await worker(t, failing, { maxAttempts: 3, backoffSeconds: () => 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(calls).toBe(3);
    expect(await row(t, id)).toMatchObject({
      delivery: 'failed',
      attempts: 3,
      lastError: '421 Service not available (3)',
    });
  });

  it('records a missing mailbox as a failed attempt', async () => {
    const server = await smtp();
    const t = await app({ SMTP_URL: server.url });
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '123', message: 'Hi' });
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await row(t, id)).lastError).toBe(
      'No mailbox to send to: set ENQUIRY_TO or the contact e-mail in the admin',
    );
    expect(server.mails).toHaveLength(0);
  });

  it('with no transport configured stores only, and says mail is off', async () => {
    const t = await app({});
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '123', message: 'Hi' });
    expect(t.app.services.enquiries.outbox.transport.kind).toBe('none');
    expect(t.app.services.enquiries.outbox.describe()).toMatch(
      /^mail is off: enquiries are stored and shown in the admin/,
    );
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await row(t, id)).toMatchObject({ delivery: 'pending', attempts: 0 });
  });
});

describe('EmailJS transport', () => {
  let http: Server;
  let port: number;
  const requests: { method: string; url: string; contentType: string; body: unknown }[] = [];
  let answer = 200;

  beforeAll(async () => {
    http = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        requests.push({
          method: req.method!,
          url: req.url!,
          contentType: req.headers['content-type'] ?? '',
          body: JSON.parse(data),
        });
        res.writeHead(answer, { 'content-type': 'text/plain' });
        res.end(answer === 200 ? 'OK' : 'The user is blocked');
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => http.close(resolve));
  });

  it("posts exactly the spec's fields and retries on a non-200 answer", async () => {
    const t = await app({
      EMAILJS_SERVICE_ID: 'service_skp',
      EMAILJS_TEMPLATE_ID: 'template_enquiry',
      EMAILJS_PUBLIC_KEY: 'public-key-1',
      EMAILJS_PRIVATE_KEY: 'private-key-2',
      EMAILJS_URL: `http://127.0.0.1:${port}/api/v1.0/email/send`,
      ENQUIRY_TO: 'office@skp.example',
    });
    expect(t.app.services.enquiries.outbox.describe()).toContain('EmailJS');
    const id = await submit(t, {
      name: 'Asha <b>K</b>',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      message: 'Line one\r\nLine two\u0007',
    });

    answer = 403;
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await row(t, id)).toMatchObject({
      delivery: 'pending',
      lastError: 'EmailJS answered 403: The user is blocked',
    });

    answer = 200;
    await makeDue(t.database);
    expect(await t.app.services.enquiries.outbox.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await row(t, id)).toMatchObject({ delivery: 'sent', attempts: 2 });
    expect(requests).toHaveLength(2);
    const last = requests[1]!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/api/v1.0/email/send');
    expect(last.contentType).toBe('application/json');
    expect(last.body).toEqual({
      service_id: 'service_skp',
      template_id: 'template_enquiry',
      user_id: 'public-key-1',
      accessToken: 'private-key-2',
      template_params: {
        to_email: 'office@skp.example',
        from_name: 'Asha <b>K</b>',
        from_email: 'asha@example.org',
        from_phone: '+91 98765 43210',
        message: 'Line one\nLine two',
        reply_to: 'asha@example.org',
      },
    });
  });

  it('leaves accessToken out without a private key', async () => {
    requests.length = 0;
    const t = await app({
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_ID: 't',
      EMAILJS_PUBLIC_KEY: 'p',
      EMAILJS_URL: `http://127.0.0.1:${port}/send`,
      ENQUIRY_TO: 'office@skp.example',
    });
    await submit(t, { name: 'A', email: 'a@example.org', phone: '1', message: 'm' });
    await t.app.services.enquiries.outbox.runOnce();
    expect(Object.keys(requests[0]!.body as object).sort()).toEqual([
      'service_id',
      'template_id',
      'template_params',
      'user_id',
    ]);
  });
});

describe('several workers on one database', () => {
  it('never send the same enquiry twice', async () => {
    const server = await smtp();
    const t = await app({ ENQUIRY_TO: 'office@skp.example' });
    const total = 30;
    await t.database.db.insert(enquiries).values(
      Array.from({ length: total }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `v${i}@example.org`,
        phone: '1',
        message: `Enquiry ${i}`,
      })),
    );
    // On PostgreSQL the second worker has its own connection pool, as a second server instance would.
    let secondDatabase = t.database;
    if (t.database.kind === 'postgres') {
      const templates = inject('templates');
      const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      secondDatabase = await openDatabase({ databaseUrl: withDatabase(templates.databaseUrl!, name) });
      cleanups.push(() => secondDatabase.close());
    }
    const sentBy = new Map<string, string[]>();
    function recording(worker: string): MailTransport {
      const smtpTransport = createSmtpTransport(server.url);
      return {
        ...smtpTransport,
        async send(mail: EnquiryMail) {
          sentBy.set(mail.enquiryId, [...(sentBy.get(mail.enquiryId) ?? []), worker]);
          await smtpTransport.send(mail);
        },
      };
    }
    const options = { batchSize: 3 };
    const workers = [
      await worker(t, recording('a'), options),
      await worker(t, recording('b'), options, secondDatabase),
    ];
    const rounds = await Promise.all([...workers, ...workers].map((w) => w.runOnce()));
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(total);
    expect(sentBy.size).toBe(total);
    for (const [id, by] of sentBy) expect(by, id).toHaveLength(1);
    expect(server.mails).toHaveLength(total);
    expect(new Set(server.mails.map((m) => m.parsed.headers.get('x-enquiry-id'))).size).toBe(total);
    const [{ pending }] = (await t.database.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(sql`${enquiries.delivery} <> 'sent'`)) as [{ pending: number }];
    expect(pending).toBe(0);
  });

  it('a claimed enquiry is not taken by another worker while the first is still sending it', async () => {
    const t = await app({ ENQUIRY_TO: 'office@skp.example' });
    const id = await submit(t, { name: 'Asha', email: 'asha@example.org', phone: '1', message: 'Hi' });
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const sends: string[] = [];
    const slow: MailTransport = {
      kind: 'smtp',
      description: 'slow',
      async send(mail) {
        sends.push(`a:${mail.enquiryId}`);
        started();
        await new Promise<void>((resolve) => (release = resolve));
      },
      close() {},
    };
    const quick: MailTransport = {
      kind: 'smtp',
      description: 'quick',
      async send(mail) {
        sends.push(`b:${mail.enquiryId}`);
      },
      close() {},
    };
    const a = await worker(t, slow);
    const b = await worker(t, quick);
    const roundA = a.runOnce();
    await sending;
    expect(await b.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    release();
    expect(await roundA).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sends).toEqual([`a:${id}`]);
    expect((await row(t, id)).delivery).toBe('sent');
  });
});
