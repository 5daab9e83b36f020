import type { Milestone, PagedQuery } from '@skp/shared';
import { serializeRow } from '../../lib/serialize';
import type { MilestoneRow, StoryVisionRepository } from './story-vision.repository';

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
