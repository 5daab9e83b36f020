import type { z } from 'zod';
import type { ContentPage } from '@skp/shared';
import type { SettingsRepository } from './settings.repository';

/** The site_settings keys of every singleton. */
export const SETTING_KEYS = {
  contact: 'contact',
  admission: 'admission',
  cricketContact: 'cricket-contact',
  babyStepsAdmission: 'baby-steps-admission',
  calendar: 'calendar',
  school: 'school',
  privacy: 'privacy',
  content: (page: ContentPage) => `content:${page}`,
} as const;

export class InvalidSettingError extends Error {
  constructor(key: string, issues: string) {
    super(`Stored setting '${key}' is invalid: ${issues}`);
    this.name = 'InvalidSettingError';
  }
}

/**
 * Typed access to singletons: every value is checked against its shared schema on the way in
 * and on the way out, so a bad row never reaches a visitor half-formed.
 */
export function createSettingsService(repository: SettingsRepository) {
  /** The stored value parsed by `schema`, or undefined when the key was never set. */
  async function get<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S> | undefined> {
    const raw = await repository.get(key);
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw new InvalidSettingError(key, parsed.error.issues.map((i) => i.message).join('; '));
    }
    return parsed.data;
  }

  return {
    get,

    /**
     * The value stored under `key`; when there is none yet, stores `first` (validated by `schema`)
     * and returns it. A value once stored is never replaced by this call.
     */
    async keepFirst<S extends z.ZodType>(key: string, schema: S, first: unknown): Promise<z.output<S>> {
      const stored = await get(key, schema);
      if (stored !== undefined) return stored;
      await repository.putIfAbsent(key, schema.parse(first) as Record<string, unknown>);
      return (await get(key, schema))!;
    },

    /** Validates with `schema` and stores the parsed value; returns it. */
    async put<S extends z.ZodType>(key: string, schema: S, value: unknown): Promise<z.output<S>> {
      const parsed = schema.parse(value);
      await repository.put(key, parsed as Record<string, unknown>);
      return parsed;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
