import type { Faculty, FacultyListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { FacultyRepository, FacultyRow } from './faculty.repository';

export function toFaculty(row: FacultyRow): Faculty {
  return serializeRow(row);
}

export function createFacultyService(repository: FacultyRepository) {
  return {
    async list(query: FacultyListQuery) {
      const page = await repository.list(query);
      return { faculty: page.items.map(toFaculty), pagination: page.pagination };
    },

    async all() {
      return { faculty: (await repository.all()).map(toFaculty) };
    },

    async get(id: string): Promise<Faculty> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Faculty member not found');
      return toFaculty(row);
    },
  };
}
