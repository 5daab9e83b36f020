import type { Milestone, PagedQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { MilestoneRow, StoryVisionRepository } from './story-vision.repository';
import type { AuditSink } from '../../lib/actor';
import type { FileStorage } from '../../lib/file-storage';
import { createContentWriter } from '../../lib/content-writer';
import type { MilestoneInput } from '@skp/shared';

export function toMilestone(row: MilestoneRow): Milestone {
  return serializeRow(row);
}

export function createStoryVisionService(repository: StoryVisionRepository) {
  return {
    async list(query: PagedQuery) {
      const page = await repository.list(query);
      return { milestones: page.items.map(toMilestone), pagination: page.pagination };
    },
  };
}

/** The admin's side of milestone items: every row, validated writes, files tidied, audit-logged. */
export function createMilestonesAdminService(deps: {
  repository: StoryVisionRepository;
  audit: AuditSink;
  storage: FileStorage;
}) {
  const { storage } = deps;
  return createContentWriter({
    entity: 'milestone',
    notFoundMessage: 'Milestone not found',
    repository: deps.repository.admin,
    audit: deps.audit,
    storage,
    async toValues(input: MilestoneInput, _before: MilestoneRow | undefined) {
      return {
        year: input.year,
        title: input.title,
        description: input.description,
        order: input.order,
      };
    },
    toOutput: (row: MilestoneRow) => serializeRow(row),
  });
}
