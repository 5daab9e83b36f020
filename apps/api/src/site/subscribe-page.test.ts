import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRendererFromSource } from '../test/site-renderer-from-source';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ siteRenderer: await siteRendererFromSource(), env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function postForm(path: string, body: string, remoteAddress = '10.7.0.1') {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(t.config.publicUrl).origin,
    },
    payload: body,
    remoteAddress,
  });
}

describe("the 'Get notices' page", () => {
  it('links to it from the footer, /notices and /events in both editions', async () => {
    for (const [path, target] of [
      ['/notices', '/subscribe'],
      ['/events', '/subscribe'],
      ['/hi/notices', '/hi/subscribe'],
      ['/hi/events', '/hi/subscribe'],
      ['/', '/subscribe'],
    ] as const) {
      const page = await t.app.inject({ url: path });
      expect(page.statusCode, path).toBe(200);
      const links =
        page.body.match(/<a href="([^"]*)"[^>]*data-testid="get-notices-link"[^>]*>([^<]*)</g) ?? [];
      // The footer's, plus the index page's own.
      expect(links.length, path).toBe(path === '/' ? 1 : 2);
      for (const link of links) expect(link, path).toContain(`href="${target}"`);
      expect(links[0], path).toContain(path.startsWith('/hi') ? 'सूचनाएँ पाएँ' : 'Get notices');
    }
  });

  it('a plain form post (no JavaScript) subscribes, says to check the mail, and sends only the confirmation', async () => {
    const form = await t.app.inject({ url: '/hi/subscribe' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toContain('no-store');
    expect(form.body).toContain('action="/hi/subscribe"');
    expect(form.body).toContain('data-testid="subscribe-push-note"');

    const posted = await postForm(
      '/hi/subscribe',
      'email=plain.form%40example.org&notices=on&events=on&language=hi&frequency=instant&digestDay=1&website=',
    );
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe('/hi/subscribe?enquiry=sent#subscribe-form');
    const after = await t.app.inject({ url: posted.headers.location!.split('#')[0]! });
    expect(after.body).toContain('data-testid="subscribe-outcome"');
    expect(after.body).toContain('बस एक कदम');

    const found = await t.app.services.subscriptions.findByEmail('plain.form@example.org');
    expect(found).toMatchObject({ topics: ['notices', 'events'], language: 'hi', confirmedAt: null });

    await t.app.services.subscriptions.outbox.runOnce();
    const mails = smtp.mails.filter((mail) => mail.envelopeTo.includes('plain.form@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('/hi/subscribe/confirm?token=');
  });

  it('a refused post shows the page again with the problem and what was typed (400)', async () => {
    const posted = await postForm('/subscribe', 'email=someone%40example.org&language=en', '10.7.0.2');
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('data-testid="subscribe-problems"');
    expect(posted.body).toContain('tick at least one');
    expect(posted.body).toContain('value="someone@example.org"');
  });

  it("an unsubscribe link's GET only shows the button; its POST unsubscribes", async () => {
    await postForm('/subscribe', 'email=leaving%40example.org&notices=on', '10.7.0.3');
    await t.app.services.subscriptions.outbox.runOnce();
    const mail = smtp.mails.find((m) => m.envelopeTo.includes('leaving@example.org'))!;
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(String(mail.parsed.text))![1]!;
    const shown = await t.app.inject({ url: `/subscribe/unsubscribe?token=${token}` });
    expect(shown.statusCode).toBe(303);
    const page = await t.app.inject({ url: shown.headers.location! });
    expect(page.body).toContain(`name="token" value="${token}"`);
    expect(await t.app.services.subscriptions.findByEmail('leaving@example.org')).not.toBeNull();
    const done = await postForm('/subscribe/unsubscribe', `token=${token}`, '10.7.0.4');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/subscribe?state=unsubscribed');
    expect(await t.app.services.subscriptions.findByEmail('leaving@example.org')).toBeNull();
  });
});
