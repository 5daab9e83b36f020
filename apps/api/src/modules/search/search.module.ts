import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';

/** After a change, the index is brought up to date this soon (a search meanwhile does it first). */
const REFRESH_DELAY_MS = 100;

function build(app: FastifyInstance) {
  const service = createSearchService({
    repository: createSearchRepository(app.database.db),
    storage: app.storage,
    log: app.log,
  });
  // Tests index when they search (each test app would otherwise index its whole copy of the demo).
  const eager = app.config.env !== 'test';
  let timer: NodeJS.Timeout | undefined;
  const refreshSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void service.refresh(), REFRESH_DELAY_MS);
    timer.unref();
  };
  app.contentVersion.subscribe(() => {
    service.changed();
    if (eager) refreshSoon();
  });
  if (eager) app.addHook('onReady', async () => refreshSoon());
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await service.close();
  });
  return service;
}

declare module '../../lib/define-module' {
  interface Services {
    /**
     * The site search: an index in the database of every page, notice, event, document and photo in
     * both editions, brought up to date after every change; search() answers /search and /hi/search.
     */
    search: ReturnType<typeof build>;
  }
}

export const searchModule = defineModule({ name: 'search', build });
