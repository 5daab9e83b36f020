import type { Notice, NoticeListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
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
