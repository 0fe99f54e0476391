import type { OrderListTab } from '@portal/domain';

export interface ShipColumn {
  label: string;
  showsDate: boolean;
  /** The carriers of the deliveries, or the order's shipping method before there are any. */
  showsVia: boolean;
}

/**
 * The Estimated Ship Date / Ship Via column by status tab (signed-in portals §2.9): shipped
 * orders have a carrier, open ones a date, and cancelled ones neither, so the column goes.
 */
export function shipColumn(tab: OrderListTab): ShipColumn | null {
  switch (tab) {
    case 'All':
      return { label: 'Estimated Ship Date / Ship Via', showsDate: true, showsVia: true };
    case 'Shipped':
      return { label: 'Ship Via', showsDate: false, showsVia: true };
    case 'Cancelled':
      return null;
    default:
      return { label: 'Estimated Ship Date', showsDate: true, showsVia: false };
  }
}
