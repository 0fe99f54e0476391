import type { GuestOrderSubmission, OrderCardInfo } from '@portal/domain';
import { GUEST_PURCHASE_ORDER_NUMBER } from '@portal/domain';
import type { ErpOrder } from '../../integrations/erp/erp-adapter.ts';
import type { PricedOrder } from './order-lines.ts';

/** The order as the ERP receives it, frozen in the outbox at submission. */
export function erpOrderOf(
  publicKey: string,
  body: GuestOrderSubmission,
  priced: PricedOrder,
  card: OrderCardInfo,
): ErpOrder {
  const shipTo = body.ShipToParty;
  return {
    reference: publicKey,
    purchaseOrderNumber: GUEST_PURCHASE_ORDER_NUMBER,
    email: body.Email,
    shipTo: {
      name: shipTo.Name,
      street: shipTo.Street,
      city: shipTo.City,
      region: shipTo.Region,
      postalCode: shipTo.PostalCode,
      country: shipTo.Country,
    },
    lines: priced.lines.map((l) => ({
      itemNumber: l.itemNumber,
      material: l.material,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
    shippingCost: priced.totals.shippingCost,
    total: priced.totals.total,
    currency: 'USD',
    payment: { tokenReference: card.CardNumber, authorizationNumber: card.AuthorizationNo },
  };
}
