import { z } from 'zod';
import { fileKeySchema, idSchema, longText, orderSchema, shortText, timestampsSchema } from './common.schema';

/** Policies and mandatory disclosures: a titled document with a PDF. */
export const documentSchema = z
  .object({
    _id: idSchema,
    title: z.string(),
    description: z.string(),
    fileName: z.string().nullable(),
    viewUrl: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    order: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type Policy = z.infer<typeof documentSchema>;
export type MandatoryDisclosure = z.infer<typeof documentSchema>;
/** A document as the admin edits it: the stored key (`file`) and the name it is sent under. */
export const documentAdminSchema = documentSchema.omit({ viewUrl: true, downloadUrl: true }).extend({
  file: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export const policySchema = documentSchema;
export const disclosureSchema = documentSchema;

export const documentInputSchema = z.object({
  title: shortText('title'),
  description: longText('description', 3000).default(''),
  file: fileKeySchema.nullable().default(null),
  fileName: longText('fileName', 200).nullable().default(null),
  order: orderSchema.default(0),
});
export type DocumentInput = z.infer<typeof documentInputSchema>;
