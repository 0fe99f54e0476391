/**
 * How many items (their widths, in order) a one-line menu of `available` pixels shows: all of
 * them when they fit, else as many as fit beside a 'More' menu of `moreWidth` holding the rest.
 * The first item (Home) always shows.
 */
export function itemsInRow(widths: number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return Math.max(1, count);
}
