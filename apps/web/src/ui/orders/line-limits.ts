/** A list cell shows this many items or deliveries of an order (signed-in portals §2.8). */
const LINES_IN_A_CELL = 2;

interface FirstLines<T> {
  shown: T[];
  /** How many are left out. */
  hidden: number;
}

export function firstLines<T>(lines: readonly T[]): FirstLines<T> {
  return {
    shown: lines.slice(0, LINES_IN_A_CELL),
    hidden: Math.max(0, lines.length - LINES_IN_A_CELL),
  };
}

/** Items left out are only hinted at: '+More'. */
export const moreItemsText = (hidden: number): string | null => (hidden > 0 ? '+More' : null);

/** Deliveries left out are counted: '+N'. */
export const moreDeliveriesText = (hidden: number): string | null =>
  hidden > 0 ? `+${hidden}` : null;
