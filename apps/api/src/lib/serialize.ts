type Serialized<T> = {
  [K in keyof T as K extends 'id' ? '_id' : K]: T[K] extends Date
    ? string
    : T[K] extends Date | null
      ? string | null
      : T[K];
};

/** A database row as the API shows it: `id` becomes `_id`, dates become ISO strings. */
export function serializeRow<T extends { id: string }>(row: T): Serialized<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row) as [string, unknown][]) {
    out[key === 'id' ? '_id' : key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Serialized<T>;
}
