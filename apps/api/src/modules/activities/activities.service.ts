import type { ActivityGroup, ActivityListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { ActivitiesRepository, ActivityRow } from './activities.repository';

export function toActivityGroup(row: ActivityRow): ActivityGroup {
  return serializeRow(row);
}

export function createActivitiesService(repository: ActivitiesRepository) {
  return {
    async list(query: ActivityListQuery) {
      const page = await repository.list(query);
      return { activities: page.items.map(toActivityGroup), pagination: page.pagination };
    },

    async all() {
      return { activities: (await repository.all()).map(toActivityGroup) };
    },

    async get(id: string): Promise<ActivityGroup> {
      const row = await repository.findById(id);
      if (!row) throw new NotFoundError('Activity group not found');
      return toActivityGroup(row);
    },
  };
}
