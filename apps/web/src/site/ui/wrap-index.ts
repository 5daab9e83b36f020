/** Wraps a carousel index into 0..count-1 (next after the last is the first, previous of the first the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
