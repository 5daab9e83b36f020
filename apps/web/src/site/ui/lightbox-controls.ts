/** A horizontal move at least this long (px) is a swipe. */
export const SWIPE_MIN_DISTANCE = 50;

/** Pure: which way a pointer/touch move goes: 1 = next (swiped left), -1 = previous, 0 = none. */
export function swipeStep(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Pure: the step a key press asks for (Escape is handled by the dialog itself). */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}
