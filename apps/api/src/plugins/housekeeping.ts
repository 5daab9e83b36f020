import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often each instance deletes expired rate-limit counters and sessions. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /** One round now: what was deleted (the schedule calls this too). */
      runOnce(): Promise<{ rateLimits: number; sessions: number }>;
    };
  }
}

/** Deletes expired rate-limit counters and sessions on a schedule, so neither table grows without end. */
async function housekeepingPlugin(app: FastifyInstance) {
  const runOnce = async () => ({
    rateLimits: await app.rateLimits.pruneExpired(),
    sessions: await app.services.auth.pruneExpiredSessions(),
  });
  app.decorate('housekeeping', { runOnce });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runOnce().catch((error: unknown) =>
        app.log.warn({ err: error }, 'housekeeping round failed; trying again later'),
      );
    }, HOUSEKEEPING_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const registerHousekeeping = fp(housekeepingPlugin, {
  name: 'housekeeping',
  dependencies: ['rate-limits'],
  decorators: { fastify: ['services'] },
});
