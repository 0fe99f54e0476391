import type { ErpOrderChanges, ErpParty, ErpSalesOrder } from './erp-sales-order.ts';

/** An order as the portal hands it to the ERP. */
export interface ErpOrder {
  /** The portal's reference; handing the same order over twice gives one sales order. */
  reference: string;
  purchaseOrderNumber: string;
  email: string;
  /** The customer the order belongs to; null for a guest's card order (decision 036). */
  customer: { number: string; name: string } | null;
  /** The signed-in user who placed it; null for a guest. */
  creator: { username: string; name: string } | null;
  billTo: ErpParty;
  shipTo: ErpParty;
  lines: {
    itemNumber: number;
    material: string;
    description: string;
    quantity: number;
    unitPrice: number;
  }[];
  shippingCost: number;
  total: number;
  currency: string;
  /** The card payment of a checkout; null for a customer's order on account. */
  payment: { tokenReference: string; authorizationNumber: string } | null;
  /** Absent in orders handed over before these were sent. */
  shipVia?: string;
  salesRepNumber?: string | null;
  textLines?: string[];
}

/**
 * The ERP as the portal sees it: orders go in, and every sales order the ERP holds, the
 * portal's own and those entered in the ERP, comes back through a feed of changes.
 */
export interface ErpAdapter {
  /** Books the order and answers its 10-digit sales order number. */
  submitOrder(order: ErpOrder): Promise<{ salesOrderNumber: string }>;
  /** The given sales orders as the ERP has them now; unknown numbers are left out. */
  orderStates(salesOrderNumbers: readonly string[]): Promise<ErpSalesOrder[]>;
  /**
   * Sales orders changed after `cursor` (null: from the beginning), oldest change first, at
   * most `limit` of them, with the cursor to ask from next. An order changed again later comes
   * again, whole.
   */
  changedOrders(cursor: string | null, limit: number): Promise<ErpOrderChanges>;
}
