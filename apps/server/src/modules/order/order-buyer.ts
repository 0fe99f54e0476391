import type { Site } from '@portal/domain';
import type { Viewer } from '../../lib/session.ts';
import { pricingCustomer } from '../pricing/customer-prices.ts';

/** Who places a card order while signed in (decision 036). */
export interface OrderBuyer {
  userId: number;
  /** The order's Creator and CreatorUsername. */
  username: string;
  name: string;
  /**
   * The customer whose agreement prices the user's cart (decision 095), which the order then
   * belongs to; null where no customer prices it (list prices).
   */
  customer: { number: string; name: string } | null;
}

/** The signed-in buyer of a checkout on `site`; null for a guest. */
export function orderBuyerOf(viewer: Viewer | null, site: Site): OrderBuyer | null {
  if (!viewer) return null;
  const number = pricingCustomer(viewer, site);
  const held = viewer.customers.find((c) => c.number === number);
  return {
    userId: viewer.userId,
    username: viewer.username,
    name: `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username,
    customer: number === null ? null : { number, name: held?.name ?? number },
  };
}
