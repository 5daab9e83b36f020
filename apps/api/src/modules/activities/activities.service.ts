import type { ActivityGroup, ActivityListQuery } from '@skp/shared';
import { NotFoundError } from '../../errors';
import { serializeRow } from '../../lib/serialize';
import type { ActivitiesRepository, ActivityRow } from './activities.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter } from '../../lib/content-writer';
import type { ActivityInput } from '@skp/shared';

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

/** The admin's side of activity group items: every row, validated writes, files tidied, audit-logged. */
export function createActivitiesAdminService(deps: {
  repository: ActivitiesRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'activity',
    notFoundMessage: 'Activity group not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: ActivityInput, _before: ActivityRow | undefined) {
      return {
        category: input.category,
        icon: input.icon,
        activities: input.activities,
        order: input.order,
      };
    },
    toOutput: (row: ActivityRow) => serializeRow(row),
  });
}
