import type { Locale, SectionResult } from '@skp/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';
import type { SectionFaults } from './test-faults';

export type SectionLoaders = Record<string, () => Promise<unknown>>;

export type LoadedSections<L extends SectionLoaders> = {
  [K in keyof L]: SectionResult<Awaited<ReturnType<L[K]>>>;
};

export interface LoadContext {
  faults: SectionFaults;
  log: FastifyBaseLogger;
  /** The origin the visitor used (for addresses the services make absolute). */
  origin: string;
  /** The page's own query parameters, as its definition's `query` kept them. */
  query: Readonly<Record<string, string>>;
  /** The page's edition (English when absent): a loader overlays that edition's content. */
  locale?: Locale;
  /** The visitor's address: only a `personal` page's loader gets it (a look-up's rate limit and log). */
  clientAddress?: string;
}

/** The message a visitor may read: an API error's own message, never an internal error's. */
function publicMessage(error: unknown): string | undefined {
  return error instanceof AppError && error.statusCode < 500 ? error.message : undefined;
}

/**
 * Loads every section of a page in parallel. A section that fails becomes `{ ok: false }` (logged)
 * and the others still load: one failed section never blanks the page (docs/requirements.md#states, #messages).
 */
export async function loadSections<L extends SectionLoaders>(
  loaders: L,
  { faults, log }: Pick<LoadContext, 'faults' | 'log'>,
): Promise<LoadedSections<L>> {
  const names = Object.keys(loaders);
  const results = await Promise.all(
    names.map(async (name): Promise<SectionResult<unknown>> => {
      const fault = faults.get(name);
      if (fault) return { ok: false, ...(fault.message ? { message: fault.message } : {}) };
      try {
        return { ok: true, data: await loaders[name]!() };
      } catch (error) {
        log.error({ err: error, section: name }, `Failed to load ${name}`);
        const message = publicMessage(error);
        return { ok: false, ...(message ? { message } : {}) };
      }
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, results[i]])) as LoadedSections<L>;
}
