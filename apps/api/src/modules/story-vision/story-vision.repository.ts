import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { milestones } from '../../db/schema/index';
import { findPageInStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type MilestoneRow = typeof milestones.$inferSelect;

export function createStoryVisionRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, milestones, {
      id: milestones.id,
      sortColumns: { order: milestones.order, year: milestones.year, createdAt: milestones.createdAt },
      searchColumns: [milestones.title, milestones.year, milestones.description],
      orderColumn: milestones.order,
    }),

    list(query: PagedQuery) {
      return findPageInStaffOrder(db, milestones, query);
    },
  };
}
export type StoryVisionRepository = ReturnType<typeof createStoryVisionRepository>;
