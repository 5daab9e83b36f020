import { eq } from 'drizzle-orm';
import type { PagedQuery } from '@skp/shared';
import type { Database } from '../../db/client';
import { trainingPrograms } from '../../db/schema/index';
import { findPageInStaffOrder } from '../../lib/pagination';
import { createCrudRepository } from '../../lib/crud-repository';

export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;

export function createTrainingProgramsRepository(db: Database) {
  return {
    /** Admin: every row, writes and reorder. */
    admin: createCrudRepository(db, trainingPrograms, {
      id: trainingPrograms.id,
      sortColumns: {
        order: trainingPrograms.order,
        levelName: trainingPrograms.levelName,
        monthlyFee: trainingPrograms.monthlyFee,
        createdAt: trainingPrograms.createdAt,
      },
      searchColumns: [trainingPrograms.levelName, trainingPrograms.tagline],
      orderColumn: trainingPrograms.order,
    }),

    list(query: PagedQuery) {
      return findPageInStaffOrder(db, trainingPrograms, query);
    },

    async findById(id: string): Promise<TrainingProgramRow | undefined> {
      const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id)).limit(1);
      return row;
    },
  };
}
export type TrainingProgramsRepository = ReturnType<typeof createTrainingProgramsRepository>;
