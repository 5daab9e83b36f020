// npm run admin:create -- --email office@example.org [--name "Office"] [--role admin|editor] [--reset]
// Creates an account (admin by default), or with --reset sets a new password for an existing one.
// The password comes from ADMIN_PASSWORD or is asked for on the terminal (not echoed).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, userRoleSchema } from '@skp/shared';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';

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
  let password = config.admin.password ?? process.env.ADMIN_PASSWORD;
  if (!password) {
    if (!process.stdin.isTTY)
      throw new Error('Set ADMIN_PASSWORD or run this in a terminal to type the password');
    password = await askHidden(`Password for ${email.data} (8-128 characters): `);
    if ((await askHidden('Repeat the password: ')) !== password)
      throw new Error('The passwords do not match');
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    const existing = await app.services.users.findForSignIn(email.data);
    if (existing && !values.reset)
      throw new Error(`${email.data} already has an account; add --reset to give it a new password`);
    const actor = null;
    if (existing) {
      await app.services.users.setPassword(existing.id, password, {
        id: existing.id,
        email: existing.email,
        name: existing.name,
        role: existing.role,
      });
      console.log(`New password set for ${existing.email}; their sessions have ended.`);
    } else {
      const user = await app.services.users.create(
        { email: email.data, name: values.name ?? '', role, password },
        actor,
      );
      console.log(`Created ${user.role} account ${user.email}. Sign in at ${config.publicUrl}/admin`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${(error as Error).message}`);
  process.exit(1);
});
