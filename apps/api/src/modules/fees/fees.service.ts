import type { FeeListQuery, FeeStructure } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { FeeRow, FeesRepository } from './fees.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter } from '../../lib/content-writer';
import type { FeeInput } from '@skp/shared';

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

/** The admin's side of fee structure items: every row, validated writes, files tidied, audit-logged. */
export function createFeesAdminService(deps: {
  repository: FeesRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'fee',
    notFoundMessage: 'Fee structure not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: FeeInput, _before: FeeRow | undefined) {
      return {
        level: input.level,
        admissionFee: input.admissionFee,
        monthlyFee: input.monthlyFee,
        annualFee: input.annualFee,
        otherCharges: input.otherCharges,
        featured: input.featured,
        displayOrder: input.displayOrder,
      };
    },
    toOutput: (row: FeeRow) => serializeRow(row),
  });
}
