import { z } from 'zod';
import { CURRICULUM_ICONS, CURRICULUM_LEVELS } from './constants';
import {
  idSchema,
  listQuerySchema,
  longText,
  orderSchema,
  stringList,
  timestampsSchema,
} from './common.schema';

export const curriculumLevelSchema = z.enum(CURRICULUM_LEVELS, {
  message: `level must be one of: ${CURRICULUM_LEVELS.join(', ')}`,
});
export const curriculumIconSchema = z.enum(CURRICULUM_ICONS);

export const curriculumSchema = z
  .object({
    _id: idSchema,
    level: curriculumLevelSchema,
    age: z.string(),
    description: z.string(),
    order: z.number().int(),
    subjects: z.array(z.string()),
    activities: z.array(z.string()),
    icon: z.string(),
  })
  .extend(timestampsSchema.shape);
export type Curriculum = z.infer<typeof curriculumSchema>;

export const curriculumInputSchema = z.object({
  level: curriculumLevelSchema,
  age: longText('age', 100).default(''),
  description: longText('description', 3000).default(''),
  order: orderSchema.default(0),
  subjects: stringList('subjects').default([]),
  activities: stringList('activities').default([]),
  icon: curriculumIconSchema.default('Book'),
});
export type CurriculumInput = z.infer<typeof curriculumInputSchema>;

export const CURRICULUM_SORTABLE = ['order', 'level', 'createdAt'] as const;
export const curriculumListQuerySchema = listQuerySchema({
  sortable: CURRICULUM_SORTABLE,
  defaultSort: 'order',
  defaultLimit: 20,
}).extend({ level: curriculumLevelSchema.optional() });
export type CurriculumListQuery = z.infer<typeof curriculumListQuerySchema>;

/** docs/requirements.md#entities: Higher Secondary displays as 'Senior Secondary'. */
export function curriculumLevelLabel(level: string): string {
  return level === 'Higher Secondary' ? 'Senior Secondary' : level;
}
