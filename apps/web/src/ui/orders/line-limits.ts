/** A list cell shows this many items or deliveries of an order (signed-in portals §2.8). */
const LINES_IN_A_CELL = 2;

interface FirstLines<T> {
  shown: T[];
  /** How many are left out. */
  hidden: number;
}

/**
 * The lines a cell shows and how many it leaves out. `count` is how many there are when
 * `lines` holds only the first of them (an inquiry row carries its first items and a count).
 */
export function firstLines<T>(lines: readonly T[], count = lines.length): FirstLines<T> {
  const shown = lines.slice(0, LINES_IN_A_CELL);
  return { shown, hidden: Math.max(0, count - shown.length) };
}

/** Items left out are only hinted at: '+More'. */
export const moreItemsText = (hidden: number): string | null => (hidden > 0 ? '+More' : null);

/** Deliveries left out are counted: '+N'. */
export const moreDeliveriesText = (hidden: number): string | null =>
  hidden > 0 ? `+${hidden}` : null;
