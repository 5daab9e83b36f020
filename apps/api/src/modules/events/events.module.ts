import { definePublishedItemModule } from '../../lib/published-item-module';
import { createCalendarIdentity } from './calendar-identity';
import { createEventSlugRepository, createEventsRepository } from './events.repository';
import { eventsRoutes } from './events.routes';
import { createEventsAdminService, createEventsService } from './events.service';

export const eventsModule = definePublishedItemModule({
  name: 'events',
  noun: 'event',
  dependencies: ['settings'],
  repository: createEventsRepository,
  slugRepository: createEventSlugRepository,
  service: (app, repository, slugs) => ({
    ...createEventsService(repository, app.rateLimits, slugs),
    /** The calendars' UID domain, set once (calendar-identity.ts). */
    calendar: createCalendarIdentity(app.services.settings, app.config.publicUrl),
  }),
  admin: createEventsAdminService,
  routes: eventsRoutes,
});

declare module '../../lib/define-module' {
  interface Services {
    events: ReturnType<typeof createEventsService> & {
      calendar: ReturnType<typeof createCalendarIdentity>;
      admin: ReturnType<typeof createEventsAdminService>;
    };
  }
}
