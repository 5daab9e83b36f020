import type { Config } from './config';
import { buildApp, type App } from './app';
import { openDatabase, pgliteDir } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { runningServerPid, writeServerLock } from './ops/server-lock';
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
}

/** Opens the database, migrates, seeds an empty one, and listens. */
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
  await steps.time('migrate', () => database.migrate());
  const app = await steps.time('load the app', () => buildApp({ config, database }));
  if (config.seedDemo) {
    await steps.time('seed', () =>
      seedIfEmpty({ db: database.db, storage: app.storage, log: app.log, timings: options.timings }),
    );
  }
  if (config.admin.email && config.admin.password) {
    const created = await createFirstAdmin(app.services.users, config.admin.email, config.admin.password);
    if (created) app.log.info(`created the first admin account ${created.email} from ADMIN_EMAIL`);
  }
  const url = await steps.time('listen', () => app.listen({ port: config.port, host: config.host }));
  if (options.timings) app.log.info(`timings: ${steps.summary()}`);
  app.log.info(app.services.enquiries.outbox.describe());
  await announceStart(app, url);
  app.services.enquiries.outbox.start();
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
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    interactive,
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
