import type { FeeListQuery, FeeStructure } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { FeeRow, FeesRepository } from './fees.repository';

export function toFeeStructure(row: FeeRow): FeeStructure {
  return serializeRow(row);
}

export function createFeesService(repository: FeesRepository) {
  return {
    async list(query: FeeListQuery) {
      const page = await repository.list(query);
      return { feeStructures: page.items.map(toFeeStructure), pagination: page.pagination };
    },
  };
}
