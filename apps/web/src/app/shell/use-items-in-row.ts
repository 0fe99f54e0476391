import { useLayoutEffect, useRef, useState } from 'react';
import { itemsInRow } from './row-fit.ts';

/**
 * How many menu items fit on one line of `row`, measured from a hidden copy (`measure`) whose
 * children are the items followed by the More toggle. Measured again whenever either resizes
 * (a window resize, fonts loading, other categories); all items count while `enabled` is off.
 */
export function useItemsInRow(count: number, enabled: boolean) {
  const row = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(count);

  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!enabled || !rowElement || !measureElement) return;
    const update = () => {
      const widths = [...measureElement.children].map((c) => (c as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setFitting(itemsInRow(widths, rowElement.clientWidth, more));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(rowElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [count, enabled]);

  return { row, measure, fitting: enabled ? Math.min(fitting, count) : count };
}
