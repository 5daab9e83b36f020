import type { PagedQuery, TrainingProgram } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { TrainingProgramRow, TrainingProgramsRepository } from './training-programs.repository';

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
