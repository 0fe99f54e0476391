import {
  cardInfoFromPayment,
  GUEST_PURCHASE_ORDER_NUMBER,
  type CardInfo,
  type OrderPlaced,
} from '@portal/domain';
import type { App } from '../../app.ts';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../integrations/payments/sandbox-gateway.ts';

export const APPROVING_CARD = '4111111111111111';
export const DECLINING_CARD = '4000000000000002';

const GATEWAY_SECRET = 'order-tests-sandbox-gateway-secret-0123456789';

/** A sandbox gateway the test drives itself and hands to the app. */
export const testGateway = (): SandboxGateway => createSandboxGateway({ secret: GATEWAY_SECRET });

const billing = {
  city: 'Springfield',
  country: 'US',
  street: '12 Main St',
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '62701',
  region: 'IL',
  phoneNumber: '2175550100',
  email: 'ada@example.com',
};

/** Enters a card on the sandbox's form and authorises it, as the checkout page does. */
export function authorizeCard(gateway: SandboxGateway, number = APPROVING_CARD): CardInfo {
  const formToken = gateway.createFormToken();
  const card = gateway.tokenize({
    formToken,
    number,
    expiry: '12/39',
    cvv: '123',
    name: 'Ada Lovelace',
  });
  if (!card.ok) throw new Error(card.message);
  const answer = gateway.authorize({
    formToken,
    paymentToken: card.value.paymentToken,
    amount: 0,
    currency: 'USD',
    preAuth: true,
    billingAddress: billing,
  });
  if (!answer.ok) throw new Error(answer.message);
  const decoded = gateway.decode(answer.value);
  if (!decoded.ok) throw new Error(decoded.message);
  return cardInfoFromPayment(decoded.payment, 0);
}

export const party = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Ada Lovelace',
  Name2: '',
  Street: '12 Main St',
  City: 'Springfield',
  Region: 'IL',
  PostalCode: '62701',
  Country: 'US',
  Phone: '(217) 555-0100',
  ...overrides,
});

/** A valid guest order payload for the given card and items. */
export function guestOrder(
  card: CardInfo,
  items: { Material: string; Quantity: number; [k: string]: unknown }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    CustomerPurchaseOrderNumber: GUEST_PURCHASE_ORDER_NUMBER,
    BillToParty: party(),
    ShipToParty: party(),
    CardInfo: card,
    Items: items,
    TextLines: ['Leave at the back door'],
    Email: 'ada@example.com',
    ShippingCost: 0,
    ...overrides,
  };
}

let keys = 0;
export const newIdempotencyKey = () => `test-key-${Date.now()}-${++keys}`;

/** POST /api/order/nocustomer as a guest's browser would. */
export function submitOrder(
  app: App,
  payload: unknown,
  options: { key?: string | null; cookie?: string; host?: string } = {},
) {
  const key = options.key === undefined ? newIdempotencyKey() : options.key;
  return app.inject({
    method: 'POST',
    url: '/api/order/nocustomer',
    headers: {
      host: options.host ?? 'localhost',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: payload as object,
  });
}

export const placedOrder = (body: unknown) => (body as OrderPlaced).Data;
