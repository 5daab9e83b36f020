import { z } from 'zod';
import {
  emptiedNumber,
  idSchema,
  listQuerySchema,
  orderSchema,
  queryBooleanSchema,
  queryText,
  shortText,
  timestampsSchema,
} from './common.schema';

const rupees = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int(`${name} must be whole rupees`)
    .min(0)
    .max(100_000_000);

export const feeSchema = z
  .object({
    _id: idSchema,
    level: z.string(),
    admissionFee: z.number().int(),
    monthlyFee: z.number().int(),
    annualFee: z.number().int(),
    otherCharges: z.number().int(),
    featured: z.boolean(),
    displayOrder: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type FeeStructure = z.infer<typeof feeSchema>;

export const feeInputSchema = z.object({
  level: shortText('level', 100),
  admissionFee: rupees('admissionFee'),
  monthlyFee: rupees('monthlyFee'),
  annualFee: rupees('annualFee'),
  otherCharges: emptiedNumber('otherCharges must be a number', rupees('otherCharges')).default(0),
  featured: z.boolean().default(false),
  displayOrder: orderSchema.default(0),
});
export type FeeInput = z.infer<typeof feeInputSchema>;

export const FEE_SORTABLE = ['displayOrder', 'level', 'monthlyFee', 'createdAt'] as const;
export const feeListQuerySchema = listQuerySchema({
  sortable: FEE_SORTABLE,
  defaultSort: 'displayOrder',
}).extend({
  level: queryText('level', 100).optional(),
  featured: queryBooleanSchema.optional(),
});
export type FeeListQuery = z.infer<typeof feeListQuerySchema>;
