import type { EventListQuery, SchoolEvent } from '@skp/shared';
import { ConflictError, NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { EventRow, EventScope, EventsRepository } from './events.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { assertStoredFile, createContentWriter } from '../../lib/content-writer';
import { publicationValues, visibilityOf } from '../../lib/publication';
import type { EventInput } from '@skp/shared';
import type { RateLimiter } from '../../lib/rate-limiter';

/** Registration changes (register + unregister) per client address: staff record them by hand. */
export const EVENT_REGISTRATION_LIMIT = { limit: 100, windowMs: 10 * 60_000 } as const;

export function toEvent(row: EventRow): SchoolEvent {
  const { pdfFile, ...rest } = serializeRow(row);
  return { ...rest, pdfFile: pdfFile ? `/api/events/${row.id}/download` : null };
}

export function createEventsService(repository: EventsRepository, rateLimits: RateLimiter) {
  async function findOrFail(id: string) {
    const row = await repository.findPublishedById(id);
    if (!row) throw new NotFoundError('Event not found');
    return row;
  }

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

    async get(id: string): Promise<SchoolEvent> {
      return toEvent(await findOrFail(id));
    },

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

    async pdfOf(id: string) {
      const row = await findOrFail(id);
      return { key: row.pdfFile, fileName: `${row.title}.pdf` };
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
    toOutput: (row: EventRow) => ({
      ...serializeRow(row),
      pdfUrl: row.pdfFile ? storage.publicUrl(row.pdfFile) : null,
      visibility: visibilityOf(row),
    }),
    files: (row: EventRow) => ({ keys: [row.pdfFile] }),
  });
}
