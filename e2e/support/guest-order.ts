import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  cardInfoFromPayment,
  type CardInfo,
  type DecodedPayment,
  type OrderPlaced,
  type TableModel,
} from '@portal/domain';
import pg from 'pg';
import { findTabWith, loadProduct } from './catalogue.ts';

const buyable = (m: TableModel) => m.Ecommerce && m.TotalList !== null && m.TotalList > 0;

/** The journey's database: the one e2e/start-server.mjs created for this port. */
function databaseUrl(): string {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/portal_e2e_${process.env.E2E_PORT ?? '3100'}`;
  return url.toString();
}

/** A model of the demo product that a guest can buy. */
export async function buyableModel(request: APIRequestContext): Promise<TableModel> {
  const demo = await loadProduct(request);
  const at = findTabWith(demo.sections, (i) => !!i.Table?.HasCart && i.Table.Models.some(buyable));
  return at!.item.Table!.Models.find(buyable)!;
}

const ok = async <T>(response: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) => {
  const res = await response;
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
};

/** Authorises the test card through the sandbox gateway's own calls, as the checkout does. */
export async function authorizeCard(request: APIRequestContext): Promise<CardInfo> {
  const formToken = (await ok<{ Data: string }>(request.get('/api/checkout/token'))).Data;
  const card = await ok<{ paymentToken: string }>(
    request.post('/payment-gateway/tokenize', {
      data: {
        formToken,
        number: '4111111111111111',
        expiry: '12/39',
        cvv: '737',
        name: 'Ada Lovelace',
      },
    }),
  );
  const billingAddress = {
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
  const signed = await ok<object>(
    request.post('/payment-gateway/authorize', {
      data: {
        formToken,
        paymentToken: card.paymentToken,
        amount: 0,
        currency: 'USD',
        preAuth: true,
        billingAddress,
      },
    }),
  );
  const decoded = await ok<{ Data: DecodedPayment }>(
    request.post('/api/checkout/decode', { data: signed }),
  );
  return cardInfoFromPayment(decoded.Data, 0);
}

/** The body of a guest's order of two of the model, paid with the card. */
export function guestOrderBody(
  model: TableModel,
  card: CardInfo,
  comments: string[] = [],
  email = 'ada@example.com',
) {
  const party = {
    Name: 'Ada Lovelace',
    Name2: '',
    Street: '12 Main St',
    City: 'Springfield',
    Region: 'IL',
    PostalCode: '62701',
    Country: 'US',
    Phone: '2175550100',
  };
  return {
    CustomerPurchaseOrderNumber: 'ReplacementParts',
    BillToParty: party,
    ShipToParty: party,
    CardInfo: card,
    Items: [{ Material: model.PcnCatalogNumber, Quantity: 2 }],
    TextLines: comments,
    Email: email,
    ShippingCost: 0,
  };
}

/**
 * Pays through the sandbox gateway's own calls and places a card order, as the checkout does:
 * a guest's, or through a request context carrying a portal session, the signed-in buyer's,
 * taking the lines `cartItemIds` of their cart.
 */
export async function placeOrder(
  request: APIRequestContext,
  model: TableModel,
  comments: string[] = [],
  options: { cartItemIds?: number[] } = {},
) {
  const card = await authorizeCard(request);
  const body = guestOrderBody(model, card, comments);
  const placed = await ok<OrderPlaced>(
    request.post('/api/order/nocustomer', {
      headers: { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(16).slice(2)}` },
      data: options.cartItemIds ? { ...body, CartItemIds: options.cartItemIds } : body,
    }),
  );
  return placed.Data;
}

/**
 * Lets an hour pass in the built-in ERP for this order: its book says it was received an hour
 * ago, so the next status read ships it and reports every tracking step.
 */
export async function letTheErpShip(publicKey: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await expect
      .poll(
        async () => {
          const res = await client.query(
            // An hour on, and due now: the sandbox moves an order when its next change is due.
            `update erp_sandbox_order
                set received_at = now() - interval '1 hour', next_change_at = now()
              where external_reference = $1`,
            [publicKey],
          );
          return res.rowCount;
        },
        { timeout: 15_000, message: 'the ERP received the order' },
      )
      .toBe(1);
  } finally {
    await client.end();
  }
}

/** A small but real PDF file of one blank page. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The value beside a label of the order summary's Information block or the confirmation. */
export const orderFact = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
