import type { Services } from '../../lib/define-module';
import { eventPath, type EventListQuery, type SchoolEvent } from '@skp/shared';
import { ConflictError, NotFoundError } from '../../errors';
import type { EventRow, EventScope, EventsRepository } from './events.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { assertStoredFile, createContentWriter, imageValues } from '../../lib/content-writer';
import { sanitizeRichText } from '../../lib/rich-text';
import { ValidationError } from '../../errors';
import { publicationValues } from '../../lib/publication';
import {
  createPublishedReads,
  toAdminWithPdf,
  toPublishedWithPdf,
  type PublishedWithPdfConfig,
} from '../../lib/published-with-pdf';
import type { EventInput } from '@skp/shared';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SlugKeeper } from '../../lib/slugs';

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

/** A date without a time (an older form, or the API) means the school day: 09:00 to 16:00 in India. */
const DEFAULT_START = 'T09:00:00+05:30';
const DEFAULT_END = 'T16:00:00+05:30';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Start and end instants of an event as written; an end before the start is refused (400). */
export function eventTimes(date: string, endDate: string | null): { start: Date; end: Date | null } {
  const start = new Date(DATE_ONLY.test(date) ? `${date}${DEFAULT_START}` : date);
  const end = endDate ? new Date(DATE_ONLY.test(endDate) ? `${endDate}${DEFAULT_END}` : endDate) : null;
  if (end && end.getTime() < start.getTime()) {
    const message = 'must not be before the start (date)';
    throw new ValidationError(`Invalid field 'endDate': ${message}`, { endDate: [message] });
  }
  return { start, end };
}

export function createEventsService(
  repository: EventsRepository,
  rateLimits: RateLimiter,
  slugs: SlugKeeper,
) {
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

    /** The published event at /events/<slug>, or undefined. */
    async findBySlug(slug: string): Promise<SchoolEvent | undefined> {
      const row = await repository.findPublishedBySlug(slug);
      return row ? toEvent(row) : undefined;
    },

    /** The current slug of the published event that `slug` used to name (for a 301), or undefined. */
    async movedTo(slug: string): Promise<string | undefined> {
      const ownerId = await slugs.formerOwner(slug);
      const owner = ownerId ? await repository.findPublishedById(ownerId) : undefined;
      return owner?.slug;
    },

    /** The /events page: upcoming events first, then past ones; `upcoming` tells which is which. */
    async listIndex(query: { page: number; limit: number; search?: string }) {
      const page = await repository.listIndex(query);
      return { events: page.items.map(toEvent), pagination: page.pagination };
    },

    /** Every published event's page and when it last changed (the sitemap). */
    async allPages(): Promise<{ path: string; updatedAt: string }[]> {
      const all: { path: string; updatedAt: string }[] = [];
      for (let page = 1; ; page++) {
        const answer = await repository.listIndex({ page, limit: 100 });
        all.push(
          ...answer.items.map((row) => ({
            path: eventPath(row.slug),
            updatedAt: row.updatedAt.toISOString(),
          })),
        );
        if (page >= answer.pagination.pages) return all;
      }
    },

    /** Every published upcoming event, soonest first (the calendar feed). */
    async allUpcoming(): Promise<SchoolEvent[]> {
      const all: SchoolEvent[] = [];
      for (let page = 1; ; page++) {
        const answer = await repository.listPublished(
          { page, limit: 100, sortBy: 'date', sortOrder: 'asc' },
          'upcoming',
        );
        all.push(...answer.items.map(toEvent));
        if (page >= answer.pagination.pages) return all;
      }
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
  };
}

/** The admin's side of event items: every row, validated writes, files tidied, audit-logged. */
export function createEventsAdminService(deps: {
  repository: EventsRepository;
  audit: AuditSink;
  storage: FileStorage;
  slugs: SlugKeeper;
  shareCards: Services['shareCards'];
}) {
  const { storage, slugs, shareCards } = deps;
  return createContentWriter({
    entity: 'event',
    notFoundMessage: 'Event not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: EventInput, before: EventRow | undefined) {
      const { start, end } = eventTimes(input.date, input.endDate);
      const values = {
        title: input.title,
        slug: await slugs.choose(input.title, input.slug, before),
        description: input.description,
        body: sanitizeRichText('body', input.body),
        shareText: input.shareText,
        ...(await imageValues(deps.repository.admin.media, 'picture', input.picture, before)),
        date: start,
        endDate: end,
        pdfFile: await assertStoredFile(storage, 'pdfFile', input.pdfFile),
        type: input.type,
        status: input.status,
        location: input.location,
        order: input.order,
        ...publicationValues(input),
      };
      // Its link-preview card, drawn now (at publish time) when it has no picture of its own.
      if (!input.picture) await shareCards.prepare('event', { title: input.title, date: start });
      return values;
    },
    toOutput: (row: EventRow) => toAdminWithPdf(row, storage),
    files: (row: EventRow) => ({ keys: [row.pdfFile], media: [row.mediaKey] }),
    afterWrite: (row: EventRow, before?: EventRow) => slugs.saved(row.id, row.slug, before?.slug),
  });
}
