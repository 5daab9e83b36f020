import { z } from 'zod';

/** Longest slug kept: long enough for a title's gist, short enough to forward in a WhatsApp message. */
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_RULE = 'use lowercase letters a-z, digits and single hyphens (e.g. annual-day-2025)';

/** A page address part as the admin types it, e.g. `annual-day-2025`. */
export const slugSchema = z
  .string({ message: 'slug must be text' })
  .trim()
  .min(1, 'slug is required')
  .max(SLUG_MAX_LENGTH, `slug must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, `slug: ${SLUG_RULE}`);
