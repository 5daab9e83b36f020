import { startupWarnings, type Config } from './config';
import { buildApp, type App } from './app';
import { openDatabase, pgliteDir, type DatabaseHandle } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { recordServerAddress, runningServerPid, writeServerLock } from './ops/server-lock';
import { importMediaManifests } from './ops/media-manifests';
import { createFirstAdmin } from './cli/first-admin';
import { chooseLogFormat } from './lib/log-format';
import { startupSummary } from './ops/startup-summary';

export interface RunningServer {
  app: App;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Log how long each start-up step took (`npm start -- --timings`). */
  timings?: boolean;
  /** A worker of several, whose primary ran prepareDatabase: it only opens the database and listens. */
  prepared?: boolean;
}

/** Opens the database, migrates, seeds an empty one, and listens (a prepared worker only listens). */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const owner = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (owner !== undefined && owner !== process.pid) {
    throw new Error(
      `Another server (pid ${owner}) is using ${config.dataDir}; the embedded database has one owner.`,
    );
  }
  const releaseLock = config.databaseUrl ? () => {} : writeServerLock(config.dataDir);
  const steps = new StepTimer();
  const database = await steps.time('open database', () =>
    openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) }),
  );
  let app: App;
  try {
    app = options.prepared
      ? await steps.time('load the app', () => buildApp({ config, database, requireSite: true }))
      : await prepare(config, database, steps, options.timings);
  } catch (error) {
    await database.close();
    releaseLock();
    throw error;
  }
  // A deep accept queue: a burst of new connections waits there instead of being dropped and retried
  // by the client seconds later (the kernel caps it at net.core.somaxconn).
  const url = await steps.time('listen', () =>
    app.listen({ port: config.port, host: config.host, backlog: 4096 }),
  );
  // The site address the start-up block names (PUBLIC_URL, else where it listens): admin:create
  // prints it when it refuses (the server is running) and once it created an account.
  recordServerAddress(config.dataDir, config.canonicalUrl ?? url);
  if (!options.prepared) {
    if (options.timings) app.log.info(`timings: ${steps.summary()}`);
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    app.log.info(app.services.enquiries.outbox.describe());
    await announceStart(app, url);
  }
  app.services.enquiries.outbox.start();
  app.services.subscriptions.outbox.start();
  return {
    app,
    url,
    async stop() {
      await app.close();
      await database.close();
      releaseLock();
    },
  };
}

/** Migrates, seeds an empty database and creates the first admin: once, before the workers start. */
export async function prepareDatabase(config: Config, options: StartOptions = {}): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pglite: pgliteDir(config.dataDir) });
  try {
    const steps = new StepTimer();
    const app = await prepare(config, database, steps, options.timings);
    if (options.timings) app.log.info(`timings: ${steps.summary()}`);
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    app.log.info(app.services.enquiries.outbox.describe());
    await announceStart(app, `http://${config.host}:${config.port}`);
    app.log.info(`serving in ${config.workers} processes`);
    await app.close();
  } finally {
    await database.close();
  }
}

async function prepare(
  config: Config,
  database: DatabaseHandle,
  steps: StepTimer,
  timings?: boolean,
): Promise<App> {
  // Servers started at once on one PostgreSQL (two machines, or all of them after an upgrade): one
  // migrates, seeds and makes the first admin while the others wait, and they then find it done.
  return database.exclusively(() => prepareHeld(config, database, steps, timings));
}

async function prepareHeld(
  config: Config,
  database: DatabaseHandle,
  steps: StepTimer,
  timings?: boolean,
): Promise<App> {
  await steps.time('migrate', () => database.migrate());
  const app = await steps.time('load the app', () => buildApp({ config, database, requireSite: true }));
  // Once, on the first start after the upgrade to the media table: the old manifests into it.
  const upgraded = await steps.time('media manifests', () => importMediaManifests(database.db, app.storage));
  if (upgraded)
    app.log.info(
      `media table: ${upgraded.imported} uploads read from their manifests, ${upgraded.sized} sizes filled in`,
    );
  if (config.seedDemo) {
    await steps.time('seed', () =>
      seedIfEmpty({ db: database.db, storage: app.storage, log: app.log, timings }),
    );
  }
  if (config.admin.email && config.admin.password) {
    const created = await createFirstAdmin(app.services.users, config.admin.email, config.admin.password);
    if (created) app.log.info(`created the first admin account ${created.email} from ADMIN_EMAIL`);
  }
  return app;
}

/** The start-up block: a plain block at a terminal, one log entry with the same facts otherwise. */
async function announceStart(app: App, url: string) {
  const interactive = chooseLogFormat(app.config.logFormat, process.stdout) === 'pretty';
  const { lines, fields } = await describeStart(app, url, interactive);
  if (interactive) process.stdout.write(`\n${lines.join('\n')}\n\n`);
  else app.log.info(fields, lines[0]!);
}

export async function describeStart(app: App, url: string, interactive: boolean) {
  const { config } = app;
  return startupSummary({
    url,
    publicUrl: config.canonicalUrl,
    adminExists: (await app.services.users.count()) > 0,
    schoolName: (await app.services.school.get()).name,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    interactive,
    bucket:
      config.storage.kind === 's3'
        ? { name: config.storage.bucket, endpoint: config.storage.endpoint }
        : undefined,
  });
}

class StepTimer {
  private readonly steps: [string, number][] = [];

  async time<T>(name: string, step: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.steps.push([name, performance.now() - started]);
    }
  }

  summary(): string {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return `${this.steps.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; ready ${seconds(
      performance.now(),
    )} after the server process started`;
  }
}
