import { z } from 'zod';

export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

export const enquiryInputSchema = z.object({
  name: z
    .string({ message: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(ENQUIRY_LIMITS.name, `name must be at most ${ENQUIRY_LIMITS.name} characters`),
  email: z
    .email({ message: 'email must be a valid e-mail address' })
    .max(ENQUIRY_LIMITS.email, `email must be at most ${ENQUIRY_LIMITS.email} characters`),
  phone: z
    .string({ message: 'phone is required' })
    .trim()
    .min(1, 'phone is required')
    .max(ENQUIRY_LIMITS.phone, `phone must be at most ${ENQUIRY_LIMITS.phone} characters`),
  message: z
    .string({ message: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(ENQUIRY_LIMITS.message, `message must be at most ${ENQUIRY_LIMITS.message} characters`),
  /** Honeypot: people leave it empty; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

export const ENQUIRY_STATUSES = ['new', 'handled'] as const;
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

export const enquirySchema = z.object({
  _id: z.string(),
  kind: z.enum(['enquiry', 'admission']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()),
  status: z.enum(ENQUIRY_STATUSES),
  delivery: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
