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
import { publicationValues } from '../../lib/publication';
import {
  createPublishedReads,
  toAdminWithPdf,
  toPublishedWithPdf,
  type PublishedWithPdfConfig,
} from '../../lib/published-with-pdf';
import type { NoticeRow, NoticesRepository } from './notices.repository';

export const NOTICES: PublishedWithPdfConfig = {
  path: 'notices',
  noun: 'notice',
  plural: 'notices',
  notFoundMessage: 'Notice not found',
};

function toNotice(row: NoticeRow): Notice {
  return toPublishedWithPdf(row, NOTICES);
}

export function createNoticesService(repository: NoticesRepository) {
  const { get, pdfOf } = createPublishedReads(repository, NOTICES, toNotice);
  return {
    async list(query: NoticeListQuery) {
      const page = await repository.listPublished(query);
      return { notices: page.items.map(toNotice), pagination: page.pagination };
    },
    get,
    pdfOf,
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
    toOutput: (row: NoticeRow) => toAdminWithPdf(row, storage),
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
