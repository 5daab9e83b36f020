import { and, eq, gt, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ValidationError } from '../errors';

/** Published, past its publish-at time and not yet expired: what the public may see now. */
export function publishedNow(columns: {
  publication: AnyColumn;
  publishAt: AnyColumn;
  expireAt: AnyColumn;
}): SQL {
  const now = sql`now()`;
  return and(
    eq(columns.publication, 'published'),
    or(isNull(columns.publishAt), lte(columns.publishAt, now)),
    or(isNull(columns.expireAt), gt(columns.expireAt, now)),
  )!;
}

/** What the public sees of a row right now: for the admin's lists. */
export function visibilityOf(
  row: { publication: string; publishAt: Date | null; expireAt: Date | null },
  now = new Date(),
): 'draft' | 'scheduled' | 'live' | 'expired' {
  if (row.publication !== 'published') return 'draft';
  if (row.publishAt && row.publishAt > now) return 'scheduled';
  if (row.expireAt && row.expireAt <= now) return 'expired';
  return 'live';
}

/** Publication input checks shared by notices and events. */
export function publicationValues(input: {
  publication: 'draft' | 'published';
  publishAt: string | null;
  expireAt: string | null;
}) {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  const expireAt = input.expireAt ? new Date(input.expireAt) : null;
  if (publishAt && expireAt && expireAt <= publishAt) {
    const message = 'must be after publishAt';
    throw new ValidationError(`Invalid field 'expireAt': ${message}`, { expireAt: [message] });
  }
  return { publication: input.publication, publishAt, expireAt };
}
