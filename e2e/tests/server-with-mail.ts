import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { startSmtp, type Mail } from './smtp-receiver';

/** A port the system says is free on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The built server on an empty database of its own, with mail to a receiver the test reads, both on
 * ports the system hands out (never another checkout's or CI job's). `stop` ends both and removes
 * the data.
 */
export async function startServerWithMail(options: {
  name: string;
  admin: { email: string; password: string };
  env?: Record<string, string>;
}) {
  const mails: Mail[] = [];
  const smtp = await startSmtp(mails);
  const smtpPort = (smtp.address() as AddressInfo).port;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `skp-e2e-${options.name}-`));
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url))],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMIN_EMAIL: options.admin.email,
        ADMIN_PASSWORD: options.admin.password,
        ...options.env,
      },
    },
  );
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, {
      timeout: 150_000,
    })
    .toBe(200);
  return {
    base,
    mails,
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
