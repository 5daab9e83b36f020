import {
  HOME_NOTICES_COUNT,
  noticeListQuerySchema,
  noticePath,
  type Notice,
  type NoticeInput,
  type NoticeListQuery,
  type NoticePlacement,
  type NoticePlacementQuery,
} from '@skp/shared';
import type { Actor } from '../../lib/actor';
import { NotFoundError } from '../../errors';
import type { AuditSink } from '../../lib/actor';
import { assertStoredFile, createContentWriter, imageValues } from '../../lib/content-writer';
import type { FileStorage } from '../../lib/file-storage';
import { publicationValues } from '../../lib/publication';
import { sanitizeRichText } from '../../lib/rich-text';
import type { SlugKeeper } from '../../lib/slugs';
import {
  createPublishedReads,
  toAdminWithPdf,
  toPublishedWithPdf,
  type PublishedWithPdfConfig,
} from '../../lib/published-with-pdf';
import type { Services } from '../../lib/define-module';
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

export function createNoticesService(repository: NoticesRepository, slugs: SlugKeeper, storage: FileStorage) {
  const { get, pdfOf } = createPublishedReads(repository, NOTICES, toNotice);
  return {
    /**
     * The newest published notices, newest first, with each attachment's size in bytes by notice id
     * (what the site's notices feed carries: site/notices-feed.ts).
     */
    async newest(limit: number): Promise<{ notices: Notice[]; pdfBytes: Map<string, number> }> {
      const page = await repository.listPublished(
        noticeListQuerySchema.parse({ limit, sortBy: 'date', sortOrder: 'desc' }),
      );
      const sizes = await Promise.all(
        page.items.map(
          async (row) => [row.id, row.pdfFile ? await storage.size(row.pdfFile) : null] as const,
        ),
      );
      const pdfBytes = new Map(sizes.filter((entry): entry is [string, number] => entry[1] !== null));
      return { notices: page.items.map(toNotice), pdfBytes };
    },
    /** The published notice at /notices/<slug> and its attachment's size in bytes, or undefined. */
    async findBySlug(slug: string): Promise<{ notice: Notice; pdfBytes: number | null } | undefined> {
      const row = await repository.findPublishedBySlug(slug);
      if (!row) return undefined;
      const pdfBytes = row.pdfFile ? await storage.size(row.pdfFile) : null;
      return { notice: toNotice(row), pdfBytes };
    },

    /** The current slug of the published notice that `slug` used to name (for a 301), or undefined. */
    async movedTo(slug: string): Promise<string | undefined> {
      const ownerId = await slugs.formerOwner(slug);
      const owner = ownerId ? await repository.findPublishedById(ownerId) : undefined;
      return owner?.slug;
    },

    /** The /notices page: newest first (by date, then the newest written), with a search. */
    async listIndex(query: { page: number; limit: number; search?: string }) {
      const page = await repository.listPublished(
        noticeListQuerySchema.parse({ ...query, sortBy: 'date', sortOrder: 'desc' }),
      );
      return { notices: page.items.map(toNotice), pagination: page.pagination };
    },

    /** Every published notice's page and when it last changed (the sitemap). */
    async allPages(): Promise<{ path: string; updatedAt: string }[]> {
      const all: { path: string; updatedAt: string }[] = [];
      for (let page = 1; ; page++) {
        const answer = await repository.listPublished(
          noticeListQuerySchema.parse({ page, limit: 100, sortBy: 'date', sortOrder: 'desc' }),
        );
        all.push(
          ...answer.items.map((row) => ({
            path: noticePath(row.slug),
            updatedAt: row.updatedAt.toISOString(),
          })),
        );
        if (page >= answer.pagination.pages) return all;
      }
    },

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
  slugs: SlugKeeper;
  shareCards: Services['shareCards'];
}) {
  const { storage, repository, audit, slugs, shareCards } = deps;
  const writer = createContentWriter({
    entity: 'notice',
    notFoundMessage: 'Notice not found',
    ...deps,
    async toValues(input: NoticeInput, before: NoticeRow | undefined) {
      const values = {
        title: input.title,
        slug: await slugs.choose(input.title, input.slug, before),
        description: input.description,
        body: sanitizeRichText('body', input.body),
        shareText: input.shareText,
        ...(await imageValues(repository.media, 'imageUrl', input.imageUrl, before)),
        type: input.type,
        date: new Date(input.date),
        pdfFile: await assertStoredFile(storage, 'pdfFile', input.pdfFile),
        order: input.order,
        priority: input.priority,
        ...publicationValues(input),
      };
      // Its link-preview card, drawn now (at publish time) when it has no picture of its own.
      if (!input.imageUrl) await shareCards.prepare('notice', input);
      return values;
    },
    toOutput: (row: NoticeRow) => toAdminWithPdf(row, storage),
    files: (row: NoticeRow) => ({ media: [row.mediaKey], keys: [row.pdfFile] }),
    afterWrite: (row: NoticeRow, before?: NoticeRow) => slugs.saved(row.id, row.slug, before?.slug),
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
