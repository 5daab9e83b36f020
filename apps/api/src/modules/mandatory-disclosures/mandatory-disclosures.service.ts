import type { MandatoryDisclosure } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { DisclosureRow, MandatoryDisclosuresRepository } from './mandatory-disclosures.repository';

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
