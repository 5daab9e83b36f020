import type { Coach, PagedQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { CoachRepository, CoachRow } from './coach.repository';

export function toCoach(row: CoachRow): Coach {
  const { imageUrl, ...rest } = serializeRow(row);
  return { ...rest, image: imageUrl ? { url: imageUrl } : null };
}

export function createCoachService(repository: CoachRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { coaches: page.items.map(toCoach), pagination: page.pagination };
    },

    async get(id: string): Promise<Coach> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Coach not found');
      return toCoach(row);
    },
  };
}
