import type { Curriculum, CurriculumListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { CurriculumRepository, CurriculumRow } from './curriculum.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter } from '../../lib/content-writer';
import type { CurriculumInput } from '@skp/shared';

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

/** The admin's side of curriculum level items: every row, validated writes, files tidied, audit-logged. */
export function createCurriculumAdminService(deps: {
  repository: CurriculumRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'curriculum',
    notFoundMessage: 'Curriculum level not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: CurriculumInput, _before: CurriculumRow | undefined) {
      return {
        level: input.level,
        age: input.age,
        description: input.description,
        order: input.order,
        subjects: input.subjects,
        activities: input.activities,
        icon: input.icon,
      };
    },
    toOutput: (row: CurriculumRow) => serializeRow(row),
  });
}
