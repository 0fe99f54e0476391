import { ORDER_LIST_TABS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { shipColumn } from './ship-column.ts';

describe('ship column by status tab', () => {
  it('names the column for each tab and hides it on Cancelled', () => {
    expect(ORDER_LIST_TABS.map((tab) => shipColumn(tab)?.label ?? null)).toEqual([
      'Estimated Ship Date / Ship Via',
      'Estimated Ship Date',
      'Estimated Ship Date',
      'Ship Via',
      null,
    ]);
  });

  it('shows what its name says', () => {
    expect(shipColumn('All')).toMatchObject({ showsDate: true, showsVia: true });
    expect(shipColumn('Shipped')).toMatchObject({ showsDate: false, showsVia: true });
    expect(shipColumn('Pending')).toMatchObject({ showsDate: true, showsVia: false });
  });
});
