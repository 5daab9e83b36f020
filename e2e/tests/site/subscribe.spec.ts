import { expect, test } from '@playwright/test';
import type { Mail } from '../smtp-receiver';
import { startServerWithMail } from '../server-with-mail';
import { startPushTestServer, type PushTestServer } from '../../../apps/api/src/test/push-test-server';

/**
 * A parent follows the school by e-mail, end to end, on a server of its own (so it has mail): they
 * subscribe from /notices, confirm from the mail, a clerk publishes a notice in the admin, the mail
 * arrives with the RFC 8058 headers, and the mail program's one-click unsubscribe ends it. The
 * server and the mail server listen on ports the system hands out (never another checkout's).
 */
const ADMIN = { email: 'office-admin@skp.test', password: 'Chalk-and-Blackboard-42' };

/** The mail's headers unfolded, and its body with quoted-printable undone (links whole). */
function readable(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return {
    header: (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim(),
    body,
  };
}

let app: Awaited<ReturnType<typeof startServerWithMail>>;
/** The phones' push service: decrypts each notification with the phone's keys (RFC 8291). */
let push: PushTestServer;
let base = '';
let mails: Mail[] = [];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  push = await startPushTestServer();
  app = await startServerWithMail({
    name: 'subscribe',
    admin: ADMIN,
    env: { PUSH_ALLOWED_HOSTS: push.host },
  });
  ({ base, mails } = app);
});

test.afterAll(async () => {
  await app?.stop();
  await push?.close();
});

const mailsTo = (email: string) =>
  mails.filter((mail) => mail.to.includes(email)).map((m) => readable(m.raw));

test('a parent subscribes on /notices, confirms from the mail, gets the notice a clerk publishes and its correction the clerk sends again, and unsubscribes in one click', async ({
  page,
  browser,
  request,
}) => {
  const email = `parent-${Date.now()}@example.org`;
  await page.goto(`${base}/notices`);
  await page.getByRole('main').getByRole('link', { name: 'Get notices' }).click();
  await expect(page).toHaveURL(`${base}/subscribe`);
  await page.getByLabel('Your e-mail address').fill(email);
  await expect(page.getByLabel('All notices')).toBeChecked();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('subscribe-outcome')).toHaveText(
    'Almost done: we have sent you a mail. Open the link in it to confirm; nothing is sent before.',
  );

  // Only the confirmation mail; its link confirms.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const confirmLink = /https?:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mailsTo(email)[0]!.body,
  )?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(confirmLink!);
  await expect(page.getByTestId('subscribe-outcome')).toHaveText(
    'Thank you: your subscription is confirmed.',
  );

  // A clerk publishes a notice in the admin.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  const login = await clerk.request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await clerk.goto('/admin/notices/create');
  const title = `Parent-teacher meeting on Saturday ${Date.now()}`;
  await clerk.getByLabel('Title *').fill(title);
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText('Notice published')).toBeVisible();

  // The mail arrives once, with the one-click unsubscribe headers and the notice's link.
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(2);
  const mail = mailsTo(email)[1]!;
  expect(mail.header('Subject')).toBe(title);
  expect(mail.body).toContain(`${base}/notices/`);
  const listUnsubscribe = mail.header('List-Unsubscribe');
  expect(listUnsubscribe).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/subscribe\/unsubscribe\?token=[A-Za-z0-9_-]+>$/,
  );
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // The clerk corrects the notice. Saving the edit sends nothing; saved again with 'Send to
  // subscribers again' ticked, the corrected notice goes out once more.
  const correction = `Corrected: the meeting starts at 10:30 in the school hall (${Date.now()}).`;
  await clerk.getByRole('row').filter({ hasText: title }).getByText(title).click();
  await clerk.getByLabel('Description').fill(correction);
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText('Notice published').first()).toBeVisible();
  await clerk.getByRole('row').filter({ hasText: title }).getByText(title).click();
  await expect(clerk.getByLabel('Description')).toHaveValue(correction);
  await clerk.getByLabel('Send to subscribers again').check();
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByText('Notice published').first()).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(3);
  expect(mailsTo(email)[2]!.body).toContain(correction);

  // The mail program's one-click POST: no session, no Origin.
  const unsubscribe = listUnsubscribe!.slice(1, -1);
  const oneClick = await request.post(unsubscribe, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  // The office's look-up finds nothing kept for the address, and the next notice is not mailed.
  await clerk.goto('/admin/subscribers');
  await clerk.getByLabel('E-mail address').fill(email);
  await clerk.getByRole('button', { name: 'Look up' }).click();
  await expect(clerk.getByText(`No subscription for ${email}`)).toBeVisible();
  const next = await clerk.request.post('/api/admin/notices', {
    data: { title: `After ${title}`, date: '2026-11-27' },
  });
  expect(next.status()).toBe(201);
  await clerk.waitForTimeout(7_000);
  // Three: the confirmation, the notice and its correction sent again (the plain save sent nothing).
  expect(mailsTo(email)).toHaveLength(3);
  await clerk.context().close();
});

test('the office sends an urgent alert: every page shows the banner, the notice is listed, and the subscriber is mailed; a second alert is refused while it shows; then the office erases that subscription on request', async ({
  browser,
  request,
}) => {
  // A parent who subscribed to events only: an urgent alert reaches every subscriber.
  const email = `events-only-${Date.now()}@example.org`;
  const subscribed = await request.post(`${base}/api/subscriptions`, { data: { email, events: true } });
  expect(subscribed.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1);
  const confirmLink = /https?:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_-]+/.exec(
    mailsTo(email)[0]!.body,
  )?.[0];
  expect((await request.get(confirmLink!)).status()).toBe(200);

  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  expect((await clerk.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await clerk.goto('/admin/subscribers');
  const title = `School closed tomorrow ${Date.now()}`;
  await clerk.getByLabel('Title (also the banner)').fill(title);
  await clerk
    .getByLabel('Message')
    .fill('Heavy rain: the school and the hostel office stay closed on Friday.');
  await clerk.getByRole('button', { name: 'Publish and send to every subscriber' }).click();
  await expect(clerk.getByTestId('alert-progress')).toContainText(
    'Published: the urgent banner and the notice are on the website.',
  );
  await expect(clerk.getByTestId('alert-progress')).toContainText(/0 queued, 1 sent, 0 failed, of 1\./, {
    timeout: 30_000,
  });

  // A parent opens any page: the urgent banner; the notice heads the notices.
  const parent = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  await parent.goto('/about');
  await expect(parent.getByTestId('announcement').filter({ hasText: title })).toBeVisible();
  await parent.goto('/notices');
  await expect(parent.getByRole('main').getByText(title).first()).toBeVisible();

  // The mail arrived once, with its one-click unsubscribe.
  expect(mailsTo(email)).toHaveLength(2);
  const mail = mailsTo(email)[1]!;
  expect(mail.header('Subject')).toContain(title);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  await parent.context().close();

  // A second alert while this urgent banner shows is refused, naming the one showing.
  await clerk.getByLabel('Title (also the banner)').fill(`Also closed on Saturday ${Date.now()}`);
  await clerk.getByRole('button', { name: 'Publish and send to every subscriber' }).click();
  await expect(
    clerk.getByText(`Another urgent announcement ("${title}")`, { exact: false }).first(),
  ).toBeVisible();

  // The parent asks the school to forget the address: 'Look up one address', 'Erase this subscription'.
  await clerk.getByLabel('E-mail address').fill(email);
  await clerk.getByRole('button', { name: 'Look up' }).click();
  const found = clerk.getByTestId('subscription-found');
  await expect(found).toContainText('Events');
  await found.getByRole('button', { name: 'Erase this subscription' }).click();
  await expect(clerk.getByText('Subscription erased')).toBeVisible();
  await clerk.reload();
  await clerk.getByLabel('E-mail address').fill(email);
  await clerk.getByRole('button', { name: 'Look up' }).click();
  await expect(clerk.getByText(`No subscription for ${email}`)).toBeVisible();
  await clerk.context().close();
});

/**
 * What Chromium here cannot do: reach a real push service (no network, no vendor keys), so its
 * PushManager is given the subscription a phone's push service would make (the local one's, with
 * keys made by the test). Everything else is real: the page's island, the permission, the server's
 * VAPID key, the stored subscription, the server's encrypted send (decrypted by the local push
 * service), and the service worker showing the notification when the message is delivered to it
 * (DevTools' push). Tapping the notification (opening its page) is covered by the service worker's
 * unit test only: a headless browser has no notification to tap.
 */
test("a parent turns on this phone's notifications: a notice the office publishes reaches the phone encrypted and shows as a notification; 'Stop' ends it", async ({
  browser,
  request,
}) => {
  const phone = push.newSubscription();
  const context = await browser.newContext({
    baseURL: base,
    permissions: ['notifications'],
    serviceWorkers: 'allow',
  });
  await context.addInitScript((subscription) => {
    let current: PushSubscription | null = null;
    const asked: string[] = [];
    Object.assign(window, { pushAsked: asked });
    const encode = (key: BufferSource | string | null | undefined) =>
      typeof key === 'string' || !key
        ? String(key)
        : btoa(String.fromCharCode(...new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer)))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options) {
      asked.push(encode(options?.applicationServerKey));
      current = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, phone);
  const page = await context.newPage();
  await page.goto('/subscribe');
  await expect(page.getByTestId('subscribe-push-note')).toBeHidden();
  await page.getByLabel('Hindi (हिन्दी)').check();
  await page.getByRole('button', { name: 'Get notifications on this phone' }).click();
  const status = page.getByTestId('subscribe-push-status');
  await expect(status).toHaveText('Done: this phone will show the notices you chose.');
  await expect(page.getByRole('button', { name: 'Stop notifications on this phone' })).toBeVisible();
  const key = (await (await request.get(`${base}/api/subscriptions/push/key`)).json()).data.push.publicKey;
  expect(await page.evaluate(() => (window as unknown as { pushAsked: string[] }).pushAsked)).toEqual([key]);

  // The office publishes a notice: the phone's push service receives it, encrypted for the phone.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  expect((await clerk.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const title = `Sports day on Saturday ${Date.now()}`;
  const published = await clerk.request.post('/api/admin/notices', {
    data: { title, description: 'Bring a water bottle and a cap.', date: '2026-11-27' },
  });
  expect(published.status()).toBe(201);
  const { slug } = (await published.json()).data.item as { slug: string };
  await expect.poll(() => push.receivedBy(phone.endpoint).length, { timeout: 30_000 }).toBe(1);
  expect(push.errors).toEqual([]);
  const message = push.receivedBy(phone.endpoint)[0]!;
  expect(message.payload).toEqual({
    title,
    body: 'Bring a water bottle and a cap.',
    url: `/hi/notices/${slug}`,
    icon: '/icons/icon-192.png',
    tag: expect.stringMatching(/^notice-/),
    lang: 'hi',
  });

  // The message delivered to the site's service worker shows the notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: base,
    registrationId: await registrationId,
    data: JSON.stringify(message.payload),
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            icon: shown.icon,
            url: (shown.data as { url: string }).url,
          })),
        ),
      { timeout: 10_000 },
    )
    .toEqual([
      {
        title,
        body: 'Bring a water bottle and a cap.',
        icon: `${base}/icons/icon-192.png`,
        url: `${base}/hi/notices/${slug}`,
      },
    ]);

  // 'Stop': the next notice reaches another phone, not this one.
  await page.getByRole('button', { name: 'Stop notifications on this phone' }).click();
  await expect(status).toHaveText('Notifications on this phone are stopped.');
  await expect(page.getByRole('button', { name: 'Get notifications on this phone' })).toBeVisible();
  const other = push.newSubscription();
  const subscribed = await request.post(`${base}/api/subscriptions/push`, {
    data: { endpoint: other.endpoint, keys: other.keys, notices: true },
  });
  expect(subscribed.status()).toBe(201);
  const next = await clerk.request.post('/api/admin/notices', {
    data: { title: `After ${title}`, date: '2026-11-27' },
  });
  expect(next.status()).toBe(201);
  await expect.poll(() => push.receivedBy(other.endpoint).length, { timeout: 30_000 }).toBe(1);
  expect(push.receivedBy(phone.endpoint)).toHaveLength(1);
  await clerk.context().close();
  await context.close();
});

/**
 * The phone's browser renews its push subscription (a new endpoint and keys, as push services do
 * from time to time). Chromium here cannot be made to fire pushsubscriptionchange, so the test
 * dispatches it in the site's own service worker, with the old subscription and a PushManager that
 * gives the renewed one (the local push service's); the worker's handler, the server's renewal and
 * the send are the real ones.
 */
test("a phone's renewed push subscription: the service worker hands it to the server with the old endpoint, and the next notice reaches the new one only, still in Hindi", async ({
  browser,
  request,
}) => {
  const before = push.newSubscription();
  const renewed = push.newSubscription();
  const subscribed = await request.post(`${base}/api/subscriptions/push`, {
    data: { endpoint: before.endpoint, keys: before.keys, notices: true, language: 'hi' },
  });
  expect(subscribed.status()).toBe(201);

  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/notices');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const worker =
    context.serviceWorkers().find((w) => w.url().startsWith(base)) ??
    (await context.waitForEvent('serviceworker'));
  const renewal = context.waitForEvent('response', (response) =>
    response.url().endsWith('/api/subscriptions/push/renew'),
  );
  await worker.evaluate(
    ({ oldEndpoint, next }) => {
      // The worker's globals (e2e's TypeScript knows the page's only).
      const scope = self as unknown as {
        registration: { pushManager: { subscribe: () => Promise<PushSubscription> } };
        ExtendableEvent: typeof Event;
      };
      scope.registration.pushManager.subscribe = async () =>
        ({
          endpoint: next.endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint: next.endpoint, expirationTime: null, keys: next.keys }),
          unsubscribe: async () => true,
        }) as unknown as PushSubscription;
      const change = new scope.ExtendableEvent('pushsubscriptionchange');
      Object.defineProperty(change, 'oldSubscription', { value: { endpoint: oldEndpoint } });
      // An event a script dispatches may not extend the worker's life (waitUntil throws on it,
      // reported by the worker); the handler's renewal has started by then and runs to its end.
      self.dispatchEvent(change);
    },
    { oldEndpoint: before.endpoint, next: renewed },
  );
  expect((await renewal).status()).toBe(200);

  // The office publishes a notice: the renewed subscription gets it, in Hindi; the old endpoint nothing.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block', baseURL: base })).newPage();
  expect((await clerk.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  const title = `Parent-teacher meeting ${Date.now()}`;
  const published = await clerk.request.post('/api/admin/notices', {
    data: { title, description: 'Saturday, 10 am to 1 pm.', date: '2026-11-27' },
  });
  expect(published.status()).toBe(201);
  await expect.poll(() => push.receivedBy(renewed.endpoint).length, { timeout: 30_000 }).toBe(1);
  expect(push.receivedBy(renewed.endpoint)[0]!.payload).toMatchObject({ title, lang: 'hi' });
  expect(push.receivedBy(before.endpoint)).toHaveLength(0);
  await clerk.context().close();
  await context.close();
});
