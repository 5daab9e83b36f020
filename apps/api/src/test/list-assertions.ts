import { expect } from 'vitest';

/** Bad list queries every paginated, sortable endpoint answers with a 400 naming the parameter. */
export const BAD_LIST_QUERIES: [query: string, parameter: string][] = [
  ['limit=-1', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=100000', 'limit'],
  ['limit=0', 'limit'],
  ['page=0', 'page'],
  ['page=abc', 'page'],
  ['sortBy=password', 'sortBy'],
  ['sortBy=__proto__', 'sortBy'],
  ['sortOrder=sideways', 'sortOrder'],
];

/** Asserts numbers or ISO timestamps are in order (text sorts depend on the database collation: compare asc with reversed desc instead). */
export function expectOrdered(values: (number | string)[], order: 'asc' | 'desc') {
  const sorted = [...values].sort((a, b) => {
    const result = a < b ? -1 : a > b ? 1 : 0;
    return order === 'asc' ? result : -result;
  });
  expect(values).toEqual(sorted);
}
