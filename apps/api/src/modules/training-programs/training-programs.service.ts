import type { PagedQuery, TrainingProgram } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { TrainingProgramRow, TrainingProgramsRepository } from './training-programs.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter } from '../../lib/content-writer';
import type { TrainingProgramInput } from '@skp/shared';

export function toTrainingProgram(row: TrainingProgramRow): TrainingProgram {
  return serializeRow(row);
}

export function createTrainingProgramsService(repository: TrainingProgramsRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { programs: page.items.map(toTrainingProgram), pagination: page.pagination };
    },

    async get(id: string): Promise<TrainingProgram> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Training program not found');
      return toTrainingProgram(row);
    },
  };
}

/** The admin's side of training program items: every row, validated writes, files tidied, audit-logged. */
export function createTrainingProgramsAdminService(deps: {
  repository: TrainingProgramsRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'training-program',
    notFoundMessage: 'Training program not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: TrainingProgramInput, _before: TrainingProgramRow | undefined) {
      return {
        levelName: input.levelName,
        ageRange: input.ageRange,
        tagline: input.tagline,
        highlights: input.highlights,
        monthlyFee: input.monthlyFee,
        order: input.order,
      };
    },
    toOutput: (row: TrainingProgramRow) => serializeRow(row),
  });
}
