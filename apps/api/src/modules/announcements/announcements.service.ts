import {
  ANNOUNCEMENT_LEVELS,
  type Announcement,
  type AnnouncementAdmin,
  type AnnouncementInput,
  type AnnouncementState,
  REFUSALS,
  refusal,
  SCHOOL_TIME_ZONE,
} from '@skp/shared';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditSink } from '../../lib/actor';
import { createContentWriter } from '../../lib/content-writer';
import type { FileStorage } from '../../lib/file-storage';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    _id: row.id,
    level: row.level,
    text: row.text,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    version: row.version,
  };
}

function stateOf(row: AnnouncementRow, now: number): AnnouncementState {
  if (row.startsAt.getTime() > now) return 'future';
  return row.endsAt.getTime() > now ? 'current' : 'past';
}

function toAdmin(row: AnnouncementRow): AnnouncementAdmin {
  return {
    ...toAnnouncement(row),
    state: stateOf(row, Date.now()),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What visitors see: the announcements showing now, the most pressing first. */
export function createAnnouncementsService(repository: AnnouncementsRepository) {
  return {
    async listActive(): Promise<Announcement[]> {
      const rows = await repository.listActive();
      const rank = (row: AnnouncementRow) =>
        ANNOUNCEMENT_LEVELS.length - ANNOUNCEMENT_LEVELS.indexOf(row.level);
      return rows.sort((a, b) => rank(a) - rank(b)).map(toAnnouncement);
    },
  };
}

/** The admin's writes: one announcement per level at any moment, every write in the audit log. */
export function createAnnouncementsAdminService(deps: {
  repository: AnnouncementsRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { repository, audit } = deps;
  const writer = createContentWriter({
    entity: 'announcement',
    notFoundMessage: 'Announcement not found',
    ...deps,
    toValues(input: AnnouncementInput, before: AnnouncementRow | undefined) {
      return {
        level: input.level,
        text: input.text,
        link: input.link,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        version: before ? before.version + 1 : 1,
      };
    },
    toOutput: toAdmin,
    // Inside the write's transaction: a clash rolls the write back.
    async afterWrite(row: AnnouncementRow) {
      await repository.lockLevel(row.level);
      const clash = await repository.findOverlapping(row);
      if (!clash) return;
      const message = refusal(REFUSALS.announcementClash, {
        level: row.level,
        text: clash.text,
        from: indiaTime.format(clash.startsAt),
        to: indiaTime.format(clash.endsAt),
      });
      throw new ValidationError(message, { startsAt: [message] });
    },
  });
  return {
    ...writer,

    /** 'End now': a banner showing now ends at this moment (gone from every page at once). */
    async end(id: string, actor: Actor): Promise<AnnouncementAdmin> {
      return audit.transaction(async () => {
        const before = await repository.findById(id);
        if (!before) throw new NotFoundError('Announcement not found');
        const row = await repository.endNow(id);
        if (!row) {
          const message =
            stateOf(before, Date.now()) === 'future'
              ? 'This announcement has not started yet: delete it instead, or change its times.'
              : 'This announcement has already ended.';
          throw new ValidationError(message, { endsAt: [message] });
        }
        const after = toAdmin(row);
        await audit.record({
          actor,
          action: 'update',
          entity: 'announcement',
          entityId: id,
          before: { endsAt: before.endsAt.toISOString() },
          after: { endsAt: after.endsAt, endedNow: true },
        });
        return after;
      });
    },
  };
}
