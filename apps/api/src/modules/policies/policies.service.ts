import type { Policy } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { PoliciesRepository, PolicyRow } from './policies.repository';

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
