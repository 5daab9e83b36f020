// npm run push:rotate-keys: a new VAPID key pair for phone notifications; phones that subscribed with
// the old pair keep receiving, signed with it, and the old pair is deleted once no phone uses it
// (docs/operations.md). With the embedded database it refuses while the server runs on the same
// DATA_DIR (the database has one owner), as seed, backup and admin:create do, and holds the lock.
import { loadConfig } from '../config';
import { runningServerPid } from '../ops/server-lock';
import { withOfflineApp } from './offline-app';

async function main() {
  // npm runs workspace scripts inside apps/api; DATA_DIR=./data means the folder npm was started from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== undefined)
      throw new Error(
        `the server (pid ${pid}) is running on ${config.dataDir}, and the embedded database has one owner: nothing was changed. Stop the server, run this command again, then start the server.`,
      );
  }
  await withOfflineApp(config, async (app) => {
    const { publicKey, phonesOnOldKeys, deletedKeys } = await app.services.subscriptions.rotatePushKeys();
    console.log(`New VAPID public key (phones that turn notifications on from now use it): ${publicKey}`);
    console.log(
      phonesOnOldKeys > 0
        ? `${phonesOnOldKeys} phone(s) subscribed with an older key keep receiving, signed with it; that key is deleted when no phone uses it.`
        : 'No phone uses an older key.',
    );
    if (deletedKeys > 0) console.log(`Deleted ${deletedKeys} older key(s) no phone uses.`);
  });
}

main().catch((error: unknown) => {
  console.error(`push:rotate-keys failed: ${(error as Error).message}`);
  process.exit(1);
});
