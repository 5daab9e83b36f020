import type { Curriculum, CurriculumListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { CurriculumRepository, CurriculumRow } from './curriculum.repository';

export function toCurriculum(row: CurriculumRow): Curriculum {
  return serializeRow(row);
}

export function createCurriculumService(repository: CurriculumRepository) {
  return {
    async list(query: CurriculumListQuery) {
      const page = await repository.list(query);
      return { curriculum: page.items.map(toCurriculum), pagination: page.pagination };
    },

    async all() {
      return { curriculum: (await repository.all()).map(toCurriculum) };
    },

    async get(id: string): Promise<Curriculum> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Curriculum level not found');
      return toCurriculum(row);
    },
  };
}
