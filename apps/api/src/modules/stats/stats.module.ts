import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createStatsRepository } from './stats.repository';
import { statsRoutes } from './stats.routes';
import { createStatsService } from './stats.service';

/** Counts are written once a minute (and at shutdown): a crash loses at most this much. */
export const VISIT_FLUSH_EVERY_MS = 60_000;

function build(app: FastifyInstance) {
  const service = createStatsService({
    repository: createStatsRepository(app.database.db),
    counting: app.config.visitCounting,
    ownHosts: [new URL(app.config.publicUrl).hostname],
  });
  let timer: NodeJS.Timeout | undefined;
  const flush = () =>
    service
      .flush()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'visit counts not written; kept for the next try'),
      );
  app.addHook('onReady', async () => {
    timer = setInterval(flush, VISIT_FLUSH_EVERY_MS);
    timer.unref();
  });
  // Once the last answer is sent and before the database closes: what was counted since the last minute.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return service;
}

declare module '../../lib/define-module' {
  interface Services {
    /** Visit figures: counted as pages and files are answered, flushed once a minute; the admin's charts. */
    stats: ReturnType<typeof build>;
  }
}

export const statsModule = defineModule({ name: 'stats', build, routes: statsRoutes });
