import { selectedTotals, type CartItem } from '@portal/domain';
import { useState } from 'react';
import { followLines, initialSelection, withSelected } from '../model/cart-selection.ts';

/** Selected lines: every line on load and each line as it is added (decision 035). */
export function useCartSelection(items: readonly CartItem[]) {
  const ids = items.map((i) => i.id);
  const [state, setState] = useState(() => initialSelection(ids));
  const current = followLines(state, ids);
  if (current !== state) setState(current);
  const selected = current.selected;
  const set = (next: Set<number>) => setState(withSelected(current, next));
  const all = items.length > 0 && items.every((i) => selected.has(i.id));
  return {
    ids: selected,
    all,
    some: items.some((i) => selected.has(i.id)),
    totals: selectedTotals(items, selected),
    toggle(id: number) {
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    toggleAll() {
      set(all ? new Set() : new Set(ids));
    },
  };
}
export type CartSelection = ReturnType<typeof useCartSelection>;
