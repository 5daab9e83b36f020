import type { MandatoryDisclosure } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { DisclosureRow, MandatoryDisclosuresRepository } from './mandatory-disclosures.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { assertStoredFile, createContentWriter } from '../../lib/content-writer';
import type { DocumentInput } from '@skp/shared';

export function toDisclosure(row: DisclosureRow): MandatoryDisclosure {
  const { file, ...rest } = serializeRow(row);
  return {
    ...rest,
    fileName: file ? documentName(row) : null,
    viewUrl: file ? `/api/mandatory-disclosures/${row.id}/view` : null,
    downloadUrl: file ? `/api/mandatory-disclosures/${row.id}/download` : null,
  };
}

function documentName(row: DisclosureRow): string {
  return row.fileName?.trim() || `${row.title}.pdf`;
}

export function createMandatoryDisclosuresService(repository: MandatoryDisclosuresRepository) {
  async function findOrFail(id: string) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError('Mandatory disclosure not found');
    return row;
  }

  return {
    async all() {
      return { mandatoryDisclosures: (await repository.all()).map(toDisclosure) };
    },

    async get(id: string): Promise<MandatoryDisclosure> {
      return toDisclosure(await findOrFail(id));
    },

    async documentOf(id: string) {
      const row = await findOrFail(id);
      return { key: row.file, fileName: documentName(row) };
    },
  };
}

/** The admin's side of mandatory disclosure items: every row, validated writes, files tidied, audit-logged. */
export function createMandatoryDisclosuresAdminService(deps: {
  repository: MandatoryDisclosuresRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'mandatory-disclosure',
    notFoundMessage: 'Disclosure not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: DocumentInput, _before: DisclosureRow | undefined) {
      return {
        title: input.title,
        description: input.description,
        file: await assertStoredFile(storage, 'file', input.file),
        fileName: input.fileName,
        order: input.order,
      };
    },
    toOutput: (row: DisclosureRow) => ({
      ...serializeRow(row),
      fileUrl: row.file ? storage.publicUrl(row.file) : null,
    }),
    files: (row: DisclosureRow) => ({ keys: [row.file] }),
  });
}
