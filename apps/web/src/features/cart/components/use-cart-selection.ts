import { selectedTotals, type CartItem } from '@portal/domain';
import { useState } from 'react';

const itemsKey = (items: readonly CartItem[]) =>
  items.map((i) => `${i.id}:${i.quantity}:${i.pcnCatalogNumber}`).join(',');

/** Selected lines: every line on load and again whenever the lines change. */
export function useCartSelection(items: readonly CartItem[]) {
  const key = itemsKey(items);
  const [state, setState] = useState(() => ({ key, ids: new Set(items.map((i) => i.id)) }));
  let ids = state.ids;
  if (state.key !== key) {
    ids = new Set(items.map((i) => i.id));
    setState({ key, ids });
  }
  const set = (next: Set<number>) => setState({ key, ids: next });
  const all = items.length > 0 && items.every((i) => ids.has(i.id));
  return {
    ids,
    all,
    some: ids.size > 0,
    totals: selectedTotals(items, ids),
    toggle(id: number) {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    toggleAll() {
      set(all ? new Set() : new Set(items.map((i) => i.id)));
    },
  };
}
export type CartSelection = ReturnType<typeof useCartSelection>;
