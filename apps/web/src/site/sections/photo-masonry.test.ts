import { describe, expect, it } from 'vitest';
import { masonryHeight, masonryPlacement } from './photo-masonry';

const tile = (ratio: number, caption = false) => ({ ratio, caption });

describe('masonryPlacement', () => {
  it('puts the first photos side by side, left to right, then each in the shortest column', () => {
    // Column 1 gets a tall photo: the 4th goes under the shorter 2nd, the 5th under the 3rd.
    const placement = masonryPlacement([tile(2), tile(0.5), tile(0.6), tile(1), tile(1)], 3);
    // Drawn order: column 1 [0], break, column 2 [1, 3], break, column 3 [2, 4].
    expect(placement.order).toEqual([0, 2, 5, 3, 6]);
    expect(placement.breaks).toEqual([1, 4]);
    expect(placement.columns).toEqual([
      { ratios: 2, captions: 0, tiles: 1 },
      { ratios: 1.5, captions: 0, tiles: 2 },
      { ratios: 1.6, captions: 0, tiles: 2 },
    ]);
  });

  it('counts captions per column and takes the leftmost column on a tie', () => {
    // Equal heights after two photos: the third goes to the left column, under the first.
    const placement = masonryPlacement([tile(1, true), tile(1, true), tile(1)], 2);
    expect(placement.columns.map((c) => [c.tiles, c.captions])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    expect(placement.order).toEqual([0, 3, 1]);
    expect(placement.breaks).toEqual([2]);
  });
});

describe('masonryHeight', () => {
  it('is the tallest column in CSS: photo heights in column widths, captions and gaps', () => {
    const css = masonryHeight(masonryPlacement([tile(1, true), tile(0.5)], 2), 2);
    expect(css).toBe(
      'calc(max((1.0000 * ((100cqi - 1 * var(--tile-gap)) / 2) + 1 * var(--caption-height) + 1 * var(--tile-gap)), ' +
        '(0.5000 * ((100cqi - 1 * var(--tile-gap)) / 2) + 0 * var(--caption-height) + 1 * var(--tile-gap))) + 4px)',
    );
  });
});
