/** Where each row starts: offsets[i] is the top of row i, offsets[count] the total height. */
export function rowOffsets(count: number, heightOf: (index: number) => number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let index = 0; index < count; index += 1) offsets[index + 1] = offsets[index] + heightOf(index);
  return offsets;
}

/** The row under `y` (the last row whose top is at or above it). */
function rowAt(offsets: number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsets[middle] <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

export interface WindowRange {
  /** First row to mount. */
  first: number;
  /** Last row to mount (inclusive); -1 when there are none. */
  last: number;
}

/**
 * The rows to mount: those visible in the viewport plus `overscan` rows either side, so that a
 * fast scroll never shows a blank gap before React catches up.
 */
export function windowRange(offsets: number[], scrollTop: number, viewportHeight: number, overscan: number): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const firstVisible = rowAt(offsets, top);
  const lastVisible = rowAt(offsets, top + Math.max(0, viewportHeight - 1));
  return { first: Math.max(0, firstVisible - overscan), last: Math.min(count - 1, lastVisible + overscan) };
}
