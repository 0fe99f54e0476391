import type {
  CustomerOrderData,
  GuestOrderSubmission,
  OrderCardInfo,
  OrderParty,
} from '@portal/domain';
import { GUEST_PURCHASE_ORDER_NUMBER } from '@portal/domain';
import type { ErpOrder } from '../../integrations/erp/erp-adapter.ts';
import type { ErpParty } from '../../integrations/erp/erp-sales-order.ts';
import type { OrderBuyer } from './order-buyer.ts';
import type { PricedOrder } from './order-lines.ts';

const erpParty = (p: OrderParty): ErpParty => ({
  partnerNumber: p.PartnerNumber ?? null,
  name: p.Name,
  name2: p.Name2 || null,
  street: p.Street,
  city: p.City,
  region: p.Region,
  postalCode: p.PostalCode,
  country: p.Country,
  phone: p.Phone,
});

const erpLines = (priced: PricedOrder): ErpOrder['lines'] =>
  priced.lines.map((l) => ({
    itemNumber: l.itemNumber,
    material: l.material,
    description: l.description,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  }));

/** The order as the ERP receives it, frozen in the outbox at submission. */
export function erpOrderOf(
  publicKey: string,
  body: GuestOrderSubmission,
  priced: PricedOrder,
  card: OrderCardInfo,
  buyer: OrderBuyer | null,
): ErpOrder {
  return {
    reference: publicKey,
    purchaseOrderNumber: GUEST_PURCHASE_ORDER_NUMBER,
    email: body.Email,
    customer: buyer?.customer ?? null,
    creator: buyer ? { username: buyer.username, name: buyer.name } : null,
    billTo: erpParty(body.BillToParty),
    shipTo: erpParty(body.ShipToParty),
    lines: erpLines(priced),
    shippingCost: priced.totals.shippingCost,
    total: priced.totals.total,
    currency: 'USD',
    payment: { tokenReference: card.CardNumber, authorizationNumber: card.AuthorizationNo },
  };
}

export interface CustomerOrderHandOver {
  reference: string;
  data: CustomerOrderData;
  customer: { number: string; name: string };
  creator: { username: string; name: string };
  email: string;
  billTo: OrderParty;
  shipTo: OrderParty;
  salesRepNumber: string | null;
  textLines: string[];
  priced: PricedOrder;
}

/** A customer's order on account: no card; freight is the ERP's to invoice. */
export function erpCustomerOrderOf(o: CustomerOrderHandOver): ErpOrder {
  return {
    reference: o.reference,
    purchaseOrderNumber: o.data.PurchaseNo,
    email: o.email,
    customer: o.customer,
    creator: o.creator,
    billTo: erpParty(o.billTo),
    shipTo: erpParty(o.shipTo),
    lines: erpLines(o.priced),
    shippingCost: 0,
    total: o.priced.totals.subTotal,
    currency: 'USD',
    payment: null,
    shipVia: o.data.ShipVia,
    salesRepNumber: o.salesRepNumber,
    textLines: o.textLines,
  };
}
