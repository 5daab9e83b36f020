import type { PagedQuery, StudentLifeEvent } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { StudentLifeEventRow, StudentLifeRepository } from './student-life.repository';

export function toStudentLifeEvent(row: StudentLifeEventRow): StudentLifeEvent {
  return serializeRow(row);
}

export function createStudentLifeService(repository: StudentLifeRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { events: page.items.map(toStudentLifeEvent), pagination: page.pagination };
    },
  };
}
