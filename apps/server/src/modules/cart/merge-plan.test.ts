import { MAX_CART_LINES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { planMerge, type MergeLine } from './merge-plan.ts';

let id = 0;
const line = (pcnCatalogNumber: string, quantity: number, mergeTarget = true): MergeLine => ({
  id: ++id,
  pcnCatalogNumber,
  quantity,
  mergeTarget,
});

describe('planMerge', () => {
  it("adds a guest line's quantity to the user's merge line of the same model", () => {
    const mine = line('A', 3);
    const plan = planMerge([mine, line('B', 1)], [line('A', 2), line('C', 4)]);
    expect(plan.updates).toEqual([{ id: mine.id, quantity: 5 }]);
    expect(plan.inserts).toEqual([{ pcnCatalogNumber: 'C', quantity: 4, mergeTarget: true }]);
    expect(plan.dropped).toBe(0);
  });

  it('appends guest copies as copies, and keeps one merge line per model', () => {
    const plan = planMerge([line('A', 1)], [line('A', 2), line('A', 5, false), line('B', 1)]);
    expect(plan.inserts).toEqual([
      { pcnCatalogNumber: 'A', quantity: 5, mergeTarget: false },
      { pcnCatalogNumber: 'B', quantity: 1, mergeTarget: true },
    ]);
  });

  it('leaves out guest lines that no longer fit in the cart', () => {
    const full = Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => line(`U${i}`, 1));
    const plan = planMerge(full, [line('X', 1), line('Y', 1), line('U0', 2)]);
    expect(plan.inserts.map((l) => l.pcnCatalogNumber)).toEqual(['X']);
    expect(plan.dropped).toBe(1);
    expect(plan.updates).toEqual([{ id: full[0]!.id, quantity: 3 }]);
  });

  it('changes nothing for an empty guest cart', () => {
    expect(planMerge([line('A', 1)], [])).toEqual({ updates: [], inserts: [], dropped: 0 });
  });
});
