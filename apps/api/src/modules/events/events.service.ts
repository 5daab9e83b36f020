import type { EventListQuery, SchoolEvent } from '@skp/shared';
import { ConflictError, NotFoundError } from '../../errors';
import type { EventRow, EventScope, EventsRepository } from './events.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { assertStoredFile, createContentWriter } from '../../lib/content-writer';
import { publicationValues } from '../../lib/publication';
import {
  createPublishedReads,
  toAdminWithPdf,
  toPublishedWithPdf,
  type PublishedWithPdfConfig,
} from '../../lib/published-with-pdf';
import type { EventInput } from '@skp/shared';
import type { RateLimiter } from '../../lib/rate-limiter';

/** Registration changes (register + unregister) per client address: staff record them by hand. */
export const EVENT_REGISTRATION_LIMIT = { limit: 100, windowMs: 10 * 60_000 } as const;

export const EVENTS: PublishedWithPdfConfig = {
  path: 'events',
  noun: 'event',
  plural: 'events',
  notFoundMessage: 'Event not found',
};

function toEvent(row: EventRow): SchoolEvent {
  return toPublishedWithPdf(row, EVENTS);
}

export function createEventsService(repository: EventsRepository, rateLimits: RateLimiter) {
  const { findOrFail, get, pdfOf } = createPublishedReads(repository, EVENTS, toEvent);

  function limitRegistrationChanges(clientAddress: string) {
    return rateLimits.enforce(
      `event-registration:${clientAddress}`,
      EVENT_REGISTRATION_LIMIT,
      (wait) => `Too many registration changes from your address. Please try again in ${wait}.`,
    );
  }

  return {
    async list(query: EventListQuery, scope?: EventScope) {
      const page = await repository.listPublished(query, scope);
      return { events: page.items.map(toEvent), pagination: page.pagination };
    },

    get,
    pdfOf,

    /** Counts one registration; completed and cancelled events take no more. */
    async register(id: string, clientAddress: string): Promise<SchoolEvent> {
      await limitRegistrationChanges(clientAddress);
      const row = await repository.addRegistration(id);
      if (row) return toEvent(row);
      const existing = await findOrFail(id);
      throw new ConflictError(`Registration is closed: this event is ${existing.status}`);
    },

    async unregister(id: string, clientAddress: string): Promise<SchoolEvent> {
      await limitRegistrationChanges(clientAddress);
      const row = await repository.removeRegistration(id);
      if (!row) throw new NotFoundError('Event not found');
      return toEvent(row);
    },
  };
}

/** The admin's side of event items: every row, validated writes, files tidied, audit-logged. */
export function createEventsAdminService(deps: {
  repository: EventsRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'event',
    notFoundMessage: 'Event not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: EventInput, _before: EventRow | undefined) {
      return {
        title: input.title,
        description: input.description,
        date: new Date(input.date),
        endDate: input.endDate ? new Date(input.endDate) : null,
        pdfFile: await assertStoredFile(storage, 'pdfFile', input.pdfFile),
        type: input.type,
        status: input.status,
        location: input.location,
        order: input.order,
        ...publicationValues(input),
      };
    },
    toOutput: (row: EventRow) => toAdminWithPdf(row, storage),
    files: (row: EventRow) => ({ keys: [row.pdfFile] }),
  });
}
