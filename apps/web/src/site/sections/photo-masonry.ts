/** A tile as the masonry places it: its picture's height per unit of width, and whether it has a caption. */
export interface MasonryTile {
  ratio: number;
  caption: boolean;
}

/** One column's height as CSS can compute it: photo heights in column widths, captions, tiles (gaps). */
export interface ColumnHeight {
  ratios: number;
  captions: number;
  tiles: number;
}

export interface MasonryPlacement {
  /** Per tile: its flex `order` (the tiles of column 1, a break, the tiles of column 2, ...). */
  order: number[];
  /** The `order` of each column break (columns - 1 of them). */
  breaks: number[];
  columns: ColumnHeight[];
}

/** A caption's height measured in column widths, for choosing a column only (CSS sums the true heights). */
const CAPTION_ESTIMATE = 0.14;
const GAP_ESTIMATE = 0.05;

/**
 * Places tiles in `count` columns so the grid reads in the tiles' order left to right, top to bottom:
 * each tile goes to the column that is shortest so far (the leftmost on a tie), as a masonry does.
 * The page keeps the tiles in their order (reading and Tab order); the columns are drawn with flex
 * `order`, which is why a CSS-columns masonry (filling column by column) is not used.
 */
export function masonryPlacement(tiles: readonly MasonryTile[], count: number): MasonryPlacement {
  const columns = Array.from({ length: count }, () => ({ height: 0, members: [] as number[] }));
  tiles.forEach((tile, index) => {
    const shortest = columns.reduce((best, column) => (column.height < best.height ? column : best));
    shortest.members.push(index);
    shortest.height += tile.ratio + (tile.caption ? CAPTION_ESTIMATE : 0) + GAP_ESTIMATE;
  });
  const order: number[] = new Array<number>(tiles.length).fill(0);
  const breaks: number[] = [];
  let next = 0;
  columns.forEach((column, c) => {
    if (c > 0) breaks.push(next++);
    for (const index of column.members) order[index] = next++;
  });
  return {
    order,
    breaks,
    columns: columns.map(({ members }) => ({
      ratios: members.reduce((sum, index) => sum + tiles[index]!.ratio, 0),
      captions: members.filter((index) => tiles[index]!.caption).length,
      tiles: members.length,
    })),
  };
}

/**
 * The grid's height for `count` columns as a CSS expression: the tallest column, where a column is
 * `(100cqi - gaps) / count` wide, a caption `var(--caption-height)` tall and each tile followed by a
 * `var(--tile-gap)`. A little slack absorbs rounding; too short a height would wrap a tile into a new column.
 */
export function masonryHeight(placement: MasonryPlacement, count: number): string {
  const width = `((100cqi - ${count - 1} * var(--tile-gap)) / ${count})`;
  const heights = placement.columns.map(
    (column) =>
      `${column.ratios.toFixed(4)} * ${width} + ${column.captions} * var(--caption-height) + ${column.tiles} * var(--tile-gap)`,
  );
  return `calc(max(${heights.map((h) => `(${h})`).join(', ')}) + 4px)`;
}
