import { z } from 'zod';
import { imageUrlSchema } from './url.schema';
import { FACULTY_DEPARTMENTS } from './constants';
import {
  idSchema,
  listQuerySchema,
  longText,
  mediaSchema,
  orderSchema,
  shortText,
  timestampsSchema,
} from './common.schema';

export const facultyDepartmentSchema = z.enum(FACULTY_DEPARTMENTS, {
  message: `department must be one of: ${FACULTY_DEPARTMENTS.join(', ')}`,
});

export const facultySchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    role: z.string(),
    department: facultyDepartmentSchema,
    expertise: z.union([z.array(z.string()), z.string()]),
    experience: z.string(),
    education: z.string(),
    /** Used by the site only when it starts with http. */
    image: z.string(),
    media: mediaSchema.nullable(),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Faculty = z.infer<typeof facultySchema>;

export const facultyInputSchema = z.object({
  name: shortText('name'),
  role: shortText('role', 100),
  department: facultyDepartmentSchema,
  expertise: z.union([z.array(shortText('expertise', 100)).max(20), longText('expertise', 500)]).default([]),
  experience: longText('experience', 100).default(''),
  education: longText('education', 300).default(''),
  image: imageUrlSchema('image'),
  order: orderSchema.default(0),
});
export type FacultyInput = z.infer<typeof facultyInputSchema>;

export const FACULTY_SORTABLE = ['order', 'name', 'department', 'createdAt'] as const;
export const facultyListQuerySchema = listQuerySchema({
  sortable: FACULTY_SORTABLE,
  defaultSort: 'order',
  defaultLimit: 20,
}).extend({ department: facultyDepartmentSchema.optional() });
export type FacultyListQuery = z.infer<typeof facultyListQuerySchema>;
