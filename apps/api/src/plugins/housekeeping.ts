import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How often each instance deletes expired rate-limit counters and sessions, erases old enquiries and
 * adds daily visit figures older than two years into months.
 */
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /**
       * One round now: what was deleted (the schedule calls this too). `now` is the clock the
       * retention period is measured against (tests move it forward).
       */
      runOnce(now?: Date): Promise<{
        rateLimits: number;
        sessions: number;
        enquiriesErased: number;
        transferCertificatesErased: number;
        privacyRequestsErased: number;
      }>;
    };
  }
}

/**
 * On a schedule: deletes expired rate-limit counters and sessions, so neither table grows without
 * end, and erases enquiries, transfer certificates and closed privacy requests past their retention
 * periods (Settings > Privacy). The log says how many went, never whose. Daily visit figures older than two years become
 * monthly ones.
 */
async function housekeepingPlugin(app: FastifyInstance) {
  const runOnce = async (now: Date = new Date()) => {
    const rateLimits = await app.rateLimits.pruneExpired();
    const sessions = await app.services.auth.pruneExpiredSessions();
    const { erased } = await app.services.enquiries.eraseInactive(now);
    if (erased > 0) app.log.info({ enquiriesErased: erased }, 'enquiries erased after the retention period');
    const tcs = await app.services.transferCertificates.eraseExpired(now);
    if (tcs.erased > 0)
      app.log.info(
        { transferCertificatesErased: tcs.erased },
        'transfer certificates erased after the retention period',
      );
    const requests = await app.services.privacyRights.eraseClosedRequests(now);
    if (requests.erased > 0)
      app.log.info(
        { privacyRequestsErased: requests.erased },
        'closed privacy requests erased after the retention period',
      );
    const rolledUp = await app.services.stats.rollUp(now);
    if (rolledUp > 0)
      app.log.info(
        { visitDaysRolledUp: rolledUp },
        'daily visit figures over two years old added into months',
      );
    return {
      rateLimits,
      sessions,
      enquiriesErased: erased,
      transferCertificatesErased: tcs.erased,
      privacyRequestsErased: requests.erased,
    };
  };
  app.decorate('housekeeping', { runOnce });

  const round = () =>
    runOnce().catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping round failed; trying again later'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A round at start as well: a database restored from an older backup has its erasures
    // re-applied before anyone reads it, not ten minutes later.
    if (app.config.env !== 'test') void round();
    timer = setInterval(round, HOUSEKEEPING_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const registerHousekeeping = fp(housekeepingPlugin, {
  name: 'housekeeping',
  dependencies: ['rate-limits'],
  decorators: { fastify: ['services'] },
});
