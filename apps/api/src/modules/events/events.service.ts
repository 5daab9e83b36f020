import type { EventListQuery, SchoolEvent } from '@skp/shared';
import { ConflictError, NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { EventRow, EventScope, EventsRepository } from './events.repository';

export function toEvent(row: EventRow): SchoolEvent {
  const { pdfFile, ...rest } = serializeRow(row);
  return { ...rest, pdfFile: pdfFile ? `/api/events/${row.id}/download` : null };
}

export function createEventsService(repository: EventsRepository) {
  async function findOrFail(id: string) {
    const row = await repository.findPublishedById(id);
    if (!row) throw new NotFoundError('Event not found');
    return row;
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
    async register(id: string): Promise<SchoolEvent> {
      const row = await repository.addRegistration(id);
      if (row) return toEvent(row);
      const existing = await findOrFail(id);
      throw new ConflictError(`Registration is closed: this event is ${existing.status}`);
    },

    async unregister(id: string): Promise<SchoolEvent> {
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
