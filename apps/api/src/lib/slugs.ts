import { REFUSALS, refusal, SLUG_MAX_LENGTH } from '@skp/shared';
import { slugify } from 'transliteration';
import { ValidationError } from '../errors';
import type { SlugRepository } from './slug-repository';

/** Room left after a title's slug for a "-2" … "-999" suffix. */
const SUFFIX_ROOM = 4;

/**
 * A page address from a title: non-Latin letters transliterated ("स्कूल बंद" -> "skuul-bnd",
 * "Café" -> "cafe"), lowercase, words joined by single hyphens, cut at a word boundary.
 * `fallback` is used when nothing is left (a title of emoji only).
 */
export function slugFromTitle(title: string, fallback: string): string {
  const words = slugify(title, { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const limit = SLUG_MAX_LENGTH - SUFFIX_ROOM;
  if (words.length <= limit) return words || fallback;
  const cut = words.slice(0, limit + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut.slice(0, limit)).replace(/-+$/, '');
}

/** `base`, else `base-2`, `base-3`, … : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface SlugKeeperOptions {
  /** Names the entity in messages and stands in for an empty slug: 'notice'. */
  noun: string;
  repository: SlugRepository;
}

/**
 * The slug rules of one entity (notices, events): unique, made from the title when none is typed,
 * stable when the title is edited, and every former slug kept so old links answer 301.
 */
export function createSlugKeeper({ noun, repository }: SlugKeeperOptions) {
  return {
    /**
     * The slug a row gets when saved: the one the admin typed (400 if another row has or had it),
     * else the row's current slug (editing a title keeps its address), else a free one from the title.
     */
    async choose(
      title: string,
      requested: string | null | undefined,
      current?: { id: string; slug: string },
    ): Promise<string> {
      if (requested) {
        if (requested === current?.slug) return requested;
        const taken = await repository.taken(requested, current?.id);
        if (taken.has(requested)) {
          const message = refusal(REFUSALS.slugTaken, { slug: requested, noun });
          throw new ValidationError(`Invalid field 'slug': ${message}`, { slug: [message] });
        }
        return requested;
      }
      if (current) return current.slug;
      const base = slugFromTitle(title, noun);
      return firstFreeSlug(base, await repository.taken(base));
    },

    /** Inside the save's transaction: the old slug becomes a former address of the row. */
    async saved(entityId: string, slug: string, previousSlug?: string): Promise<void> {
      await repository.reclaim(entityId, slug);
      if (previousSlug && previousSlug !== slug) await repository.retire(entityId, previousSlug);
    },

    /** The row a former slug belonged to (the caller redirects to that row's current slug). */
    formerOwner: (slug: string) => repository.retiredOwner(slug),
  };
}
export type SlugKeeper = ReturnType<typeof createSlugKeeper>;
