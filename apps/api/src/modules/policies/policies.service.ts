import type { Policy } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { PoliciesRepository, PolicyRow } from './policies.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { assertStoredFile, createContentWriter } from '../../lib/content-writer';
import type { DocumentInput } from '@skp/shared';

export function toPolicy(row: PolicyRow): Policy {
  const { file, ...rest } = serializeRow(row);
  return {
    ...rest,
    fileName: file ? documentName(row) : null,
    viewUrl: file ? `/api/policies/${row.id}/view` : null,
    downloadUrl: file ? `/api/policies/${row.id}/download` : null,
  };
}

function documentName(row: PolicyRow): string {
  return row.fileName?.trim() || `${row.title}.pdf`;
}

export function createPoliciesService(repository: PoliciesRepository) {
  return {
    async all() {
      return { policies: (await repository.all()).map(toPolicy) };
    },

    async documentOf(id: string) {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Policy not found');
      return { key: row.file, fileName: documentName(row) };
    },
  };
}

/** The admin's side of policy items: every row, validated writes, files tidied, audit-logged. */
export function createPoliciesAdminService(deps: {
  repository: PoliciesRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'policy',
    notFoundMessage: 'Policy not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: DocumentInput, _before: PolicyRow | undefined) {
      return {
        title: input.title,
        description: input.description,
        file: await assertStoredFile(storage, 'file', input.file),
        fileName: input.fileName,
        order: input.order,
      };
    },
    toOutput: (row: PolicyRow) => ({
      ...serializeRow(row),
      fileUrl: row.file ? storage.publicUrl(row.file) : null,
    }),
    files: (row: PolicyRow) => ({ keys: [row.file] }),
  });
}
