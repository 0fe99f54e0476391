import { canUseModule, isOrderPublicKey, ModuleId, Role, type OrderAudience } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../lib/session.ts';
import { customerVisibleTo } from '../customer/visibility.ts';

/** The portal's order numbers are order ids: digits, at most 10 of them, within an integer. */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * The viewer's account rights on orders: a complete session (policy documents accepted,
 * directory sign-up done) whose roles read the Orders module at level 9. Anyone else reads
 * orders only by their PublicKey, as a guest does.
 */
export function orderReader(viewer: Viewer | null): Viewer | null {
  if (!viewer || viewer.pendingAcceptance || viewer.needsDirectorySignup) return null;
  return canUseModule(viewer.effectivePermissions, ModuleId.Orders, 'read') ? viewer : null;
}

/** What the summary shows a reader the order is visible to, by their highest role. */
export function audienceOf(reader: Viewer): OrderAudience {
  if (reader.isCustomerAdmin) return 'customer-admin';
  if (reader.roles.includes(Role.SalesRep)) return 'sales-rep';
  if (reader.roles.includes(Role.Customer)) return 'customer';
  return 'guest';
}

/**
 * Orders a reader may see by their account, as a condition on `orders o` (decision 090): a
 * customer admin every order, guest orders included; others the orders of customers visible
 * to them (held directly or through a held sales rep), and an order of no customer that they
 * placed themselves (decision 036). Guest orders belong to nobody, so only the customer admin
 * and the key holder see them.
 */
function visibleTo(reader: Viewer): SQL {
  if (reader.isCustomerAdmin) return sql`true`;
  return sql`(case when o.customer_number is not null
    then ${customerVisibleTo(reader, sql`o.customer_number`)}
    else lower(o.creator_username) = lower(${reader.username}) end)`;
}

/** Which order `n` names and whether its reader sees it by account, for `from orders o`. */
export interface OrderLookup {
  where: SQL;
  /** True when the reader's account may see the order (not merely the key). */
  visible: SQL;
}

/**
 * A PublicKey (longer than 10 characters) opens its order to anyone holding it. A sales order
 * number, or the portal's order number, opens it only to a reader allowed to see it; everyone else gets null, which the
 * callers answer as 404 like an unknown order, so a guessed number tells nothing.
 */
export function orderLookup(viewer: Viewer | null, n: string): OrderLookup | null {
  const key = n.trim();
  const reader = orderReader(viewer);
  if (isOrderPublicKey(key))
    return {
      where: sql`o.public_key = ${key}`,
      visible: reader ? sql`coalesce(${visibleTo(reader)}, false)` : sql`false`,
    };
  if (!reader || !/^\d{1,10}$/.test(key) || Number(key) === 0) return null;
  // The ERP's sales order number first (the list's links); else the portal's own order number,
  // which an order has before the ERP numbers it.
  const byId = Number(key) <= MAX_ORDER_ID ? Number(key) : null;
  const id = sql`coalesce((select x.order_id from orders x where x.sales_order_number = ${key}), ${byId}::int)`;
  return { where: sql`o.order_id = ${id} and ${visibleTo(reader)}`, visible: sql`true` };
}

/** The audience of an order read through `lookup`: a guest unless the account sees it. */
export const audienceFor = (viewer: Viewer | null, visible: boolean): OrderAudience => {
  const reader = orderReader(viewer);
  return visible && reader ? audienceOf(reader) : 'guest';
};
