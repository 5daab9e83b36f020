// npm run admin:create -- --email office@example.org [--name "Office"] [--role admin|editor] [--reset]
// Creates an account (admin by default), or with --reset sets a new password for an existing one.
// The password comes from ADMIN_PASSWORD or is asked for on the terminal (not echoed).
// With the embedded database it refuses while the server runs on the same DATA_DIR (the database has
// one owner: a second writer corrupts it), as seed and backup do, and holds the lock while it works.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, userRoleSchema } from '@skp/shared';
import { loadConfig } from '../config';
import { recordedServerAddress, runningServerPid } from '../ops/server-lock';
import { withOfflineApp } from './offline-app';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  // npm runs workspace scripts inside apps/api; DATA_DIR=./data means the folder npm was started from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string', default: '' },
      role: { type: 'string', default: 'admin' },
      reset: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const email = emailSchema.safeParse(values.email ?? config.admin.email ?? '');
  if (!email.success)
    throw new Error('Give the account e-mail: npm run admin:create -- --email office@example.org');
  const role = userRoleSchema.parse(values.role);
  // PUBLIC_URL when this command has it, else what the server on this DATA_DIR last announced,
  // else where a server with this command's settings would listen.
  const site =
    config.canonicalUrl ?? recordedServerAddress(config.dataDir) ?? `http://${config.host}:${config.port}`;
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== undefined)
      throw new Error(
        [
          `the server (pid ${pid}) is running at ${site} on ${config.dataDir}, and the embedded database has one owner: nothing was changed.`,
          'Stop the server (Ctrl+C where it runs, or systemctl stop), run this command again, then start the server',
          `and sign in at ${site}/admin. (Or set ADMIN_EMAIL and ADMIN_PASSWORD for its next start on an empty database.)`,
        ].join('\n'),
      );
  }
  let password = config.admin.password ?? process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY)
      throw new Error('Set ADMIN_PASSWORD or run this in a terminal to type the password');
    password = await askHidden(`Password for ${email.data} (8-128 characters): `);
    if ((await askHidden('Repeat the password: ')) !== password)
      throw new Error('The passwords do not match');
  }

  // The database is this command's while it works: a server started meanwhile refuses to open it.
  await withOfflineApp(config, async (app) => {
    const existing = await app.services.users.findForSignIn(email.data);
    if (existing && !values.reset)
      throw new Error(`${email.data} already has an account; add --reset to give it a new password`);
    if (existing) {
      await app.services.users.setPassword(existing.id, password, {
        id: existing.id,
        email: existing.email,
        name: existing.name,
        role: existing.role,
      });
      console.log(
        `New password set for ${existing.email}; their sessions have ended. Sign in at ${site}/admin`,
      );
    } else {
      const user = await app.services.users.create(
        { email: email.data, name: values.name ?? '', role, password },
        null,
      );
      console.log(`Created ${user.role} account ${user.email}. Sign in at ${site}/admin`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${(error as Error).message}`);
  process.exit(1);
});
