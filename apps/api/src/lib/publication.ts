import { and, eq, gt, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
