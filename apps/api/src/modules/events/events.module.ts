import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createSlugKeeper } from '../../lib/slugs';
import { createCalendarIdentity } from './calendar-identity';
import { createEventSlugRepository, createEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { createEventsAdminService, createEventsService } from './events.service';

function build(app: FastifyInstance) {
  const repository = createEventsRepository(app.database.db);
  const slugs = createSlugKeeper({ noun: 'event', repository: createEventSlugRepository(app.database.db) });
  return {
    ...createEventsService(repository, app.rateLimits, slugs),
    /** The calendars' UID domain, set once (calendar-identity.ts). */
    calendar: createCalendarIdentity(app.services.settings, app.config.publicUrl),
    admin: createEventsAdminService({
      repository,
      audit: app.services.auditLog,
      storage: app.storage,
      slugs,
      shareCards: app.services.shareCards,
    }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    events: ReturnType<typeof build>;
  }
}

export const eventsModule = defineModule({
  name: 'events',
  dependencies: ['auditLog', 'shareCards', 'settings'],
  build,
  routes: eventsRoutes,
});
