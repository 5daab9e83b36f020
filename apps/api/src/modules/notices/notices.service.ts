import {
  HOME_NOTICES_COUNT,
  type Notice,
  type NoticeInput,
  type NoticeListQuery,
  type NoticePlacement,
  type NoticePlacementQuery,
} from '@skp/shared';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../errors';
import type { AuditSink } from '../../lib/actor';
import { assertStoredFile, createContentWriter } from '../../lib/content-writer';
import type { FileStorage } from '../../lib/file-storage';
import { publicationValues, visibilityOf } from '../../lib/publication';
import { serializeRow } from '../../lib/serialize';
import type { NoticeRow, NoticesRepository } from './notices.repository';

export function toNotice(row: NoticeRow): Notice {
  const { pdfFile, ...rest } = serializeRow(row);
  return { ...rest, pdfFile: pdfFile ? `/api/notices/${row.id}/download` : null };
}

export function createNoticesService(repository: NoticesRepository) {
  async function findOrFail(id: string) {
    const row = await repository.findPublishedById(id);
    if (!row) throw new NotFoundError('Notice not found');
    return row;
  }

  return {
    async list(query: NoticeListQuery) {
      const page = await repository.listPublished(query);
      return { notices: page.items.map(toNotice), pagination: page.pagination };
    },

    async get(id: string): Promise<Notice> {
      return toNotice(await findOrFail(id));
    },

    async pdfOf(id: string) {
      const row = await findOrFail(id);
      return { key: row.pdfFile, fileName: `${row.title}.pdf` };
    },
  };
}

/** The admin's side: every notice (drafts too), with the stored PDF key for the edit form. */
export function createNoticesAdminService(deps: {
  repository: NoticesRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage, repository, audit } = deps;
  const writer = createContentWriter({
    entity: 'notice',
    notFoundMessage: 'Notice not found',
    ...deps,
    async toValues(input: NoticeInput) {
      return {
        title: input.title,
        description: input.description,
        type: input.type,
        date: new Date(input.date),
        pdfFile: await assertStoredFile(storage, 'pdfFile', input.pdfFile),
        order: input.order,
        priority: input.priority,
        ...publicationValues(input),
      };
    },
    toOutput: (row: NoticeRow) => ({
      ...serializeRow(row),
      pdfUrl: row.pdfFile ? storage.publicUrl(row.pdfFile) : null,
      visibility: visibilityOf(row),
    }),
    files: (row: NoticeRow) => ({ keys: [row.pdfFile] }),
  });
  return {
    ...writer,

    /** Where a (new or existing) notice of this Order stands in Home's list, were it live. */
    async placement(query: NoticePlacementQuery): Promise<NoticePlacement> {
      const before = await repository.countLiveBefore(query.order, query.id);
      return { position: before + 1, homeCount: HOME_NOTICES_COUNT };
    },

    /** First on Home: Order 0 and every other notice one place down. */
    async pin(id: string, actor: Actor) {
      const before = await repository.findById(id);
      if (!before) throw new NotFoundError('Notice not found');
      const row = await repository.pinFirst(id);
      if (!row) throw new NotFoundError('Notice not found');
      await audit.record({
        actor,
        action: 'update',
        entity: 'notice',
        entityId: id,
        before: { order: before.order },
        after: { order: 0, pinnedToTop: true },
      });
      return writer.get(id);
    },
  };
}
