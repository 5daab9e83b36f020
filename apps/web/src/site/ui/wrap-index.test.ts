import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('goes from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
  it('is 0 with no slides or one slide', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});
