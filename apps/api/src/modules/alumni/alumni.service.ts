import type { AlumniCard, Alumnus, PagedQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { AlumniCardRow, AlumniRepository, AlumnusRow } from './alumni.repository';

export function toAlumnus(row: AlumnusRow): Alumnus {
  return serializeRow(row);
}

export function toAlumniCard(row: AlumniCardRow): AlumniCard {
  return serializeRow(row);
}

export function createAlumniService(repository: AlumniRepository) {
  return {
    async listAlumni(query: PagedQuery) {
      const page = await repository.listAlumni(query);
      return { alumni: page.items.map(toAlumnus), pagination: page.pagination };
    },

    async listCards(query: PagedQuery) {
      const page = await repository.listCards(query);
      return { cards: page.items.map(toAlumniCard), pagination: page.pagination };
    },
  };
}
