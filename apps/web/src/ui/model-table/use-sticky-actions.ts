import { useEffect, useState, type CSSProperties } from 'react';

/**
 * The row buttons' column sticks to the right edge of a table wider than its box, and the
 * viewer's price column beside it, so neither is ever cut off or scrolled away (decision 120).
 * The price column's offset is the buttons' width, measured as it changes.
 */
export function useStickyActions(enabled: boolean): {
  /** Give it the buttons' header cell, to measure. */
  measure: (cell: HTMLTableCellElement | null) => void;
  /** The table's style: the buttons' width for the price column's offset. */
  tableStyle: CSSProperties | undefined;
} {
  const [cell, setCell] = useState<HTMLTableCellElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!enabled || !cell) return;
    const observer = new ResizeObserver(() => setWidth(cell.getBoundingClientRect().width));
    observer.observe(cell);
    return () => observer.disconnect();
  }, [enabled, cell]);
  return {
    measure: setCell,
    tableStyle: enabled ? ({ '--row-actions-width': `${width}px` } as CSSProperties) : undefined,
  };
}
