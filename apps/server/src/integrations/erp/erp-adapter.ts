import type { OrderStatus } from '@portal/domain';

/** An order as the portal hands it to the ERP. */
export interface ErpOrder {
  /** The portal's reference; handing the same order over twice gives one sales order. */
  reference: string;
  purchaseOrderNumber: string;
  email: string;
  shipTo: {
    name: string;
    street: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
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
  payment: { tokenReference: string; authorizationNumber: string };
}

export interface ErpTrackingUpdate {
  status: string;
  occurredAt: Date;
  message: string;
  city: string | null;
  state: string | null;
}

export interface ErpDelivery {
  deliveryId: string;
  carrier: string;
  trackingNumber: string | null;
  shippedAt: Date;
  items: { material: string; shortText: string; quantity: number }[];
  trackingUpdates: ErpTrackingUpdate[];
}

/** Where the ERP says an order is. */
export interface ErpOrderState {
  salesOrderNumber: string;
  status: OrderStatus;
  expectedShippingDate: string | null;
  deliveries: ErpDelivery[];
}

/** The ERP as the portal sees it: orders go in, their progress comes back. */
export interface ErpAdapter {
  /** Books the order and answers its 10-digit sales order number. */
  submitOrder(order: ErpOrder): Promise<{ salesOrderNumber: string }>;
  /** Current state of the given sales orders; unknown numbers are left out. */
  orderStates(salesOrderNumbers: readonly string[]): Promise<ErpOrderState[]>;
}
