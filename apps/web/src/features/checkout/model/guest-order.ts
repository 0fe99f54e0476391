import {
  GUEST_PURCHASE_ORDER_NUMBER,
  cardInfoFromPayment,
  type AddressForm,
  type CardInfo,
  type CartItem,
  type DecodedPayment,
} from '@portal/domain';
import { streetOf } from './address-fields.ts';
import { commentLines } from './order-comment.ts';

export interface GuestParty {
  Name: string;
  Name2: string;
  Street: string;
  City: string;
  Region: string;
  PostalCode: string;
  Country: string;
  Phone: string;
}

/** Body of POST /api/order/nocustomer (parts-site §3 "Order submission payload"). */
export interface GuestOrder {
  CustomerPurchaseOrderNumber: typeof GUEST_PURCHASE_ORDER_NUMBER;
  BillToParty: GuestParty;
  ShipToParty: GuestParty;
  CardInfo: CardInfo;
  Items: { Material: string; Quantity: number; ItemNumber: number }[];
  TextLines: string[];
  Email: string;
  /** Shown to the visitor; the server computes its own. */
  ShippingCost: number;
  CartItemIds: number[];
}

const fullName = (a: AddressForm) => `${a.FirstName} ${a.LastName}`;

const party = (a: AddressForm, name: string, name2: string): GuestParty => ({
  Name: name,
  Name2: name2,
  Street: streetOf(a),
  City: a.City,
  Region: a.State,
  PostalCode: a.Zip,
  Country: a.Country,
  Phone: a.Phone,
});

export const unverifiedLine = (executionId: string): string =>
  `Address verification could not be performed (execution id ${executionId})`;

/**
 * The order as submitted: the ship-to Name is the bill-to first and last name (spec); the
 * ship-to person goes in Name2 when someone else receives it (decision 044).
 */
export function buildGuestOrder(input: {
  shipTo: AddressForm;
  billTo: AddressForm;
  lines: readonly CartItem[];
  payment: DecodedPayment;
  total: number;
  shippingCost: number;
  comment: string;
  unverifiedExecutionIds: readonly string[];
}): GuestOrder {
  const billName = fullName(input.billTo);
  const shipName = fullName(input.shipTo);
  return {
    CustomerPurchaseOrderNumber: GUEST_PURCHASE_ORDER_NUMBER,
    BillToParty: party(input.billTo, billName, ''),
    ShipToParty: party(input.shipTo, billName, shipName === billName ? '' : shipName),
    CardInfo: cardInfoFromPayment(input.payment, input.total),
    Items: input.lines.map((line, i) => ({
      Material: line.pcnCatalogNumber,
      Quantity: line.quantity,
      ItemNumber: (i + 1) * 10,
    })),
    TextLines: [
      ...commentLines(input.comment),
      ...[...new Set(input.unverifiedExecutionIds)].map(unverifiedLine),
    ],
    Email: input.shipTo.Email,
    ShippingCost: input.shippingCost,
    CartItemIds: input.lines.map((line) => line.id),
  };
}
