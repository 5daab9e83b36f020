import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { freePort } from '../server-with-mail';
import { startSmtp, stopSmtp, type Mail } from '../smtp-receiver';

/**
 * The whole enquiry path on a server of its own (so it can have mail): the Contact page form, a
 * real SMTP conversation, the admin inbox, and a mail server that is down for a while.
 */
// Both ports are picked free by the system (never another engineer's or CI job's fixed port).
let PORT = 0;
let SMTP_PORT = 0;
let URL_BASE = '';
const ADMIN = { email: 'office-admin@skp.test', password: 'Chalk-and-Blackboard-42' };

const closeSmtp = (server: Server) => stopSmtp(server);
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();

let server: ChildProcess;
let dataDir: string;
let smtp: Server | undefined;
const mails: Mail[] = [];
let admin: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtp(mails);
  SMTP_PORT = (smtp.address() as AddressInfo).port;
  PORT = await freePort();
  URL_BASE = `http://127.0.0.1:${PORT}`;
  dataDir = mkdtempSync(join(tmpdir(), 'skp-e2e-enquiry-'));
  server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../../apps/api/dist/server.js', import.meta.url))],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ENQUIRY_TO: 'office@skp.test',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    },
  );
  await expect
    .poll(async () => (await fetch(`${URL_BASE}/api/health`).catch(() => undefined))?.status, {
      timeout: 150_000,
    })
    .toBe(200);
  admin = await playwrightRequest.newContext({ baseURL: URL_BASE });
  const login = await admin.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  if (smtp) await closeSmtp(smtp);
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function inboxEntry(search: string) {
  const response = await admin.get(`/api/admin/enquiries?search=${encodeURIComponent(search)}`);
  expect(response.status()).toBe(200);
  const { enquiries } = (await response.json()).data as {
    enquiries: { _id: string; delivery: string; lastError: string | null; message: string }[];
  };
  return enquiries;
}

const SUCCESS = 'Thank you for your enquiry! We will get back to you soon.';

test('an enquiry sent from the Contact page reaches the mailbox and the admin inbox', async ({ page }) => {
  const marker = `bus-route-${Date.now()}`;
  await page.goto(`${URL_BASE}/contact`);
  const form = page.getByRole('form', { name: 'Quick Enquiry' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha <Kumari>');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.org');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+91 98765 43210');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`Is there a school bus? ${marker}`);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(SUCCESS);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  await expect.poll(() => mails.filter((m) => m.raw.includes(marker)).length).toBe(1);
  const mail = mails.find((m) => m.raw.includes(marker))!;
  expect(mail.to).toEqual(['office@skp.test']);
  expect(header(mail.raw, 'Reply-To')).toBe('"Asha <Kumari>" <asha@example.org>');
  expect(mail.raw).toContain('Asha &lt;Kumari&gt;');

  await expect.poll(async () => (await inboxEntry(marker))[0]?.delivery).toBe('sent');
});

test("an enquiry survives a mail server that is down, and is delivered once it is back: the office's 'Retry sending' sends it at once", async ({
  page,
  browser,
}) => {
  const marker = `while-down-${Date.now()}`;
  await closeSmtp(smtp!);
  smtp = undefined;
  await page.goto(`${URL_BASE}/contact`);
  const form = page.getByRole('form', { name: 'Quick Enquiry' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@example.org');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(`Fees for class 6? ${marker}`);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(SUCCESS);

  // Kept, pending, with the reason, while the mail server is away.
  await expect
    .poll(async () => (await inboxEntry(marker))[0]?.lastError ?? '')
    .toMatch(/ECONNREFUSED|connect/i);
  const [entry] = await inboxEntry(marker);
  expect(entry!.delivery).toBe('pending');

  // The office opens it in the inbox (Enquiries > Enquiry inbox) while the mail server is away.
  const clerk = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await clerk.goto(`${URL_BASE}/admin`);
  await clerk.getByLabel('E-mail').fill(ADMIN.email);
  await clerk.getByLabel('Password').fill(ADMIN.password);
  await clerk.getByRole('button', { name: 'Sign in' }).click();
  await clerk.getByRole('menuitem', { name: 'Enquiry inbox' }).click();
  await clerk.getByPlaceholder('Search name, e-mail, phone, message').fill(marker);
  await expect(clerk).toHaveURL(/filter=.*while-down/);
  await clerk
    .getByRole('row')
    .filter({ hasText: 'ravi@example.org' })
    .getByText('Ravi', { exact: true })
    .click();
  await expect(clerk).toHaveURL(new RegExp(`/admin/enquiries/${entry!._id}/show`));

  smtp = await startSmtp(mails, SMTP_PORT);
  // The office does not wait for the backoff: 'Retry sending' on the enquiry sends it now.
  const retry = clerk.waitForResponse((r) => r.url().endsWith(`/api/admin/enquiries/${entry!._id}/retry`));
  await clerk.getByRole('button', { name: 'Retry sending' }).click();
  expect((await retry).status()).toBe(200);
  await expect(clerk.getByText('The e-mail will be sent again shortly')).toBeVisible();
  await expect.poll(async () => (await inboxEntry(marker))[0]?.delivery).toBe('sent');
  // Sent: opened again, the enquiry no longer offers to retry.
  await clerk.reload();
  await expect(clerk.getByText(`Fees for class 6? ${marker}`)).toBeVisible();
  await expect(clerk.getByRole('button', { name: 'Retry sending' })).toHaveCount(0);
  await clerk.context().close();
  expect(mails.filter((m) => m.raw.includes(marker))).toHaveLength(1);
  expect(header(mails.find((m) => m.raw.includes(marker))!.raw, 'X-Enquiry-Id')).toBe(entry!._id);
});
