import { ADDRESS_MESSAGES } from '@portal/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  authorizeCard,
  DECLINING_CARD,
  guestOrder,
  party,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

describe('POST /api/order/nocustomer refuses bad orders and writes nothing', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  const card = () => authorizeCard(gateway);
  const motor = [{ Material: pcn.motor, Quantity: 1 }];
  const tables = [t.orders, t.orderItem, t.erpOutbox, t.mailOutbox, t.idempotencyKey] as const;
  const counts = () =>
    Promise.all(
      tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const refuses = async (
    payload: unknown,
    status: number,
    message: string,
    key?: string | null,
  ) => {
    const before = await counts();
    const res = await submitOrder(app, payload, key === undefined ? {} : { key });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ Successful: false, Message: message });
    expect(await counts()).toEqual(before);
  };

  it('requires an Idempotency-Key header', () =>
    refuses(guestOrder(card(), motor), 400, 'Idempotency-Key header is required', null));

  it('refuses an Idempotency-Key shorter than 8 characters', () =>
    refuses(
      guestOrder(card(), motor),
      400,
      'Idempotency-Key must have 8 to 100 characters',
      'abc',
    ));

  it.each([
    ['no items', { Items: [] }, 'Order must include one or more items'],
    ['items missing', { Items: undefined }, 'Order must include one or more items'],
    ['a blank material', { Items: [{ Material: ' ', Quantity: 1 }] }, 'Item Material is required'],
    [
      'quantity 0',
      { Items: [{ Material: pcn.motor, Quantity: 0 }] },
      'Item Quantity must be at least 1',
    ],
    [
      'a fractional quantity',
      { Items: [{ Material: pcn.motor, Quantity: 1.5 }] },
      'Item Quantity must be a whole number',
    ],
    [
      'quantity 10000',
      { Items: [{ Material: pcn.motor, Quantity: 10000 }] },
      'Item Quantity must be at most 9999',
    ],
    ['no e-mail', { Email: '' }, 'Email is required'],
    ['an invalid e-mail', { Email: 'ada@' }, 'Email is invalid'],
    [
      'an e-mail with a one-letter top-level domain',
      { Email: 'ada@example.c' },
      'Email is invalid',
    ],
    ['an e-mail with a ! in its name', { Email: 'ada!x@example.com' }, 'Email is invalid'],
    ['an e-mail with a _ in its domain', { Email: 'ada@exa_mple.com' }, 'Email is invalid'],
    ['an e-mail with an accented letter', { Email: 'josé@example.com' }, 'Email is invalid'],
    [
      'a purchase order number of its own',
      { CustomerPurchaseOrderNumber: 'PO-1' },
      "CustomerPurchaseOrderNumber of a guest order is 'ReplacementParts'",
    ],
    [
      '21 comment lines',
      { TextLines: Array(21).fill('x') },
      'An order holds at most 20 comment lines',
    ],
    [
      'a comment line longer than the ERP keeps',
      { TextLines: ['x'.repeat(133)] },
      'A comment line holds at most 132 characters',
    ],
    ['no card information', { CardInfo: undefined }, 'Payment information is required'],
  ])('refuses %s', (_name, change, message) =>
    refuses({ ...guestOrder(card(), motor), ...change }, 400, message),
  );

  it.each([
    ['Name', 'Name is required'],
    ['Street', 'Address Line 1 is required'],
    ['City', 'City is required'],
    ['Region', 'State is required'],
    ['PostalCode', 'Zip is required'],
    ['Country', 'Country is required'],
    ['Phone', 'Phone is required'],
  ])('refuses a Ship To party without %s', (field, message) =>
    refuses(
      guestOrder(card(), motor, { ShipToParty: party({ [field]: '  ' }) }),
      400,
      `Ship To ${message}`,
    ),
  );

  it.each([
    ['Name', 'Name is required'],
    ['Street', 'Address Line 1 is required'],
    ['PostalCode', 'Zip is required'],
  ])('refuses a Bill To party without %s', (field, message) =>
    refuses(
      guestOrder(card(), motor, { BillToParty: party({ [field]: '' }) }),
      400,
      `Bill To ${message}`,
    ),
  );

  it('refuses a phone number of more than 10 digits', () =>
    refuses(
      guestOrder(card(), motor, { ShipToParty: party({ Phone: '217 555 0100 99' }) }),
      400,
      'Ship To Phone must have at most 10 digits',
    ));

  it('refuses a Canadian postal code in the wrong format', () =>
    refuses(
      guestOrder(card(), motor, {
        ShipToParty: party({ Country: 'CA', Region: 'ON', PostalCode: '12345' }),
      }),
      400,
      `Ship To ${ADDRESS_MESSAGES.canadianZipFormat}`,
    ));

  it('refuses a country code ISO 3166-1 does not assign', () =>
    refuses(
      guestOrder(card(), motor, { BillToParty: party({ Country: 'XK' }) }),
      400,
      `Bill To ${ADDRESS_MESSAGES.countryUnknown}`,
    ));

  it('ships to any ISO 3166-1 country', async () => {
    const berlin = party({ Country: 'de', City: 'Berlin', Region: 'Berlin', PostalCode: '10115' });
    const res = await submitOrder(app, guestOrder(card(), motor, { ShipToParty: berlin }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses to ship to a P.O. box', () =>
    refuses(
      guestOrder(card(), motor, { ShipToParty: party({ Street: 'P.O. Box 12' }) }),
      400,
      ADDRESS_MESSAGES.poBox,
    ));

  it('accepts a P.O. box as the billing address', async () => {
    const res = await submitOrder(
      app,
      guestOrder(card(), motor, { BillToParty: party({ Street: 'PO Box 12' }) }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a card payment the gateway declined', () => {
    const declined = authorizeCard(gateway, DECLINING_CARD);
    return refuses(guestOrder(declined, motor), 400, 'The card payment was not authorized.');
  });

  it('refuses a forged authorisation number', () =>
    refuses(
      guestOrder({ ...card(), AuthorizationNo: 'FORGED' }, motor),
      422,
      'The card payment could not be verified. Please enter your card again.',
    ));

  it('refuses a real authorisation presented with another payment token', () =>
    refuses(
      guestOrder({ ...card(), CardNumber: 'tok_someone_else' }, motor),
      422,
      'The card payment could not be verified. Please enter your card again.',
    ));

  it('refuses a declined card made to look authorised', () => {
    const declined = authorizeCard(gateway, DECLINING_CARD);
    return refuses(
      guestOrder({ ...declined, Authorized: true, AuthorizationNo: 'A1B2C3' }, motor),
      422,
      'The card payment could not be verified. Please enter your card again.',
    );
  });

  it.each([
    ['an unknown model', '999-0000', 404, 'Model 999-0000 was not found.'],
    ['a hidden model', pcn.hidden, 404, `Model ${pcn.hidden} was not found.`],
    [
      'a Call for Pricing model',
      pcn.zeroPrice,
      422,
      `Model ${pcn.zeroPrice} has no online price. Call for pricing.`,
    ],
    ['a model not sold online', pcn.notOnline, 422, `Model ${pcn.notOnline} is not sold online.`],
  ])('refuses %s', (_name, material, status, message) =>
    refuses(guestOrder(card(), [{ Material: material, Quantity: 1 }]), status, message),
  );
});
