import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { payWithTestCard } from '../../integrations/payments/test-payments.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { cartVisitor, pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';

const CARD_NUMBER = '4111 1111 1111 1111';
const cardNumberPatterns = [/4111\D?1111\D?1111\D?1111/];
// The CVV as a value of its own, not three digits inside a longer number or token.
const cvvPatternOf = (cvv: string) => new RegExp(`(?<![\\w.:-])${cvv}(?!\\w)`);

/**
 * A CVV that nothing held before the checkout shows as a value of its own: the test database
 * is shared, and a row id or a site's name ('Site 846') could otherwise read as a leak.
 */
function unseenCvv(before: string): string {
  for (let n = 846; n < 1846; n += 1) {
    const cvv = String(100 + (n % 900));
    if (!cvvPatternOf(cvv).test(before)) return cvv;
  }
  throw new Error('every three-digit value is in the database already');
}

/** Every row of every table, as text. */
async function databaseText(database: TestDatabase): Promise<string> {
  const tables = await database.db.execute<{ name: string }>(sql`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await database.db.execute<{ row: string }>(
      sql.raw(`select t::text as row from ${name} t`),
    );
    parts.push(...rows.rows.map((r) => `${name}: ${r.row}`));
  }
  return parts.join('\n');
}

describe('card data after a full checkout', () => {
  let database: TestDatabase;
  let app: App;
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, {
      logger: { level: 'trace', stream },
      logRequests: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('never writes the card number or CVV to the database or the log', async () => {
    const visitor = cartVisitor(app);
    await visitor.add(pcn.motor, 2);
    await visitor.add(pcn.gasket, 1);
    const cart = await visitor.cart();
    const shipTo = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Address1: '9336 Civic Center Drive',
      Address2: '',
      City: 'Beverly Hills',
      State: 'CA',
      Zip: '90210',
      Phone: '3105550100',
      Country: 'US',
      Email: 'ada@example.com',
    };
    const verified = await visitor.send('POST', '/api/addresses/validate', [
      { Id: 'shipping', Address: shipTo },
    ]);
    expect(verified.statusCode).toBe(200);

    const cvv = unseenCvv((await databaseText(database)) + log.join(''));
    const cvvPattern = cvvPatternOf(cvv);
    const { cardInfo, paymentToken } = await payWithTestCard(app, {
      number: CARD_NUMBER,
      cvv,
      billAmount: cart.total,
    });
    expect(cardInfo?.Authorized).toBe(true);
    const party = {
      Name: 'Ada Lovelace',
      Name2: '',
      Street: '9336 CIVIC CENTER DR',
      City: 'BEVERLY HILLS',
      Region: 'CA',
      PostalCode: '90210',
      Country: 'US',
      Phone: '(310) 555-0100',
    };
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order/nocustomer',
      headers: {
        host: 'localhost',
        cookie: `portal_cart=${visitor.token}`,
        'idempotency-key': 'card-exposure-0001',
      },
      payload: {
        CustomerPurchaseOrderNumber: 'ReplacementParts',
        BillToParty: party,
        ShipToParty: party,
        CardInfo: cardInfo,
        Items: cart.items.map((i) => ({ Material: i.pcnCatalogNumber, Quantity: i.quantity })),
        TextLines: [],
        Email: shipTo.Email,
        ShippingCost: cart.shippingCost,
        CartItemIds: cart.items.map((i) => i.id),
      },
    });
    expect(placed.statusCode).toBe(200);

    const stored = await databaseText(database);
    // The order and its payment are there: the search below looks at real data.
    expect(stored).toContain(paymentToken);
    expect(stored).toContain(placed.json().Data.PublicKey);
    for (const pattern of cardNumberPatterns) expect(stored).not.toMatch(pattern);
    expect(stored).not.toMatch(cvvPattern);

    const logged = log.join('');
    expect(logged).toContain('/payment-gateway/tokenize');
    expect(logged).toContain('/api/order/nocustomer');
    for (const pattern of cardNumberPatterns) expect(logged).not.toMatch(pattern);
    expect(logged).not.toMatch(cvvPattern);
  });
});
