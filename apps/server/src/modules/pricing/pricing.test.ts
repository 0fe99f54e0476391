import type { Site } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { createCacheRegistry } from '../../lib/named-cache.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  createPricingService,
  loadShippingStrategies,
  orderableModel,
  priceModels,
} from './service.ts';

describe('pricing', () => {
  let database: TestDatabase;
  let app: App;
  let site: Site;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db);
    site = (await app.inject({ url: '/api/site', headers: { host: 'localhost' } })).json();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('prices a guest at the list price, with the model thumbnail and strategy', async () => {
    const priced = await priceModels(database.db, { site }, [pcn.motor, pcn.gasket]);
    expect(priced.get(pcn.motor)).toMatchObject({
      fingoodTpiMfgMod: 'HDU-30-MTR',
      unitPrice: 25,
      originalPrice: 25,
      shippingStrategyId: 1,
      status: 'Available',
      shown: true,
      imgThumbnail: expect.stringMatching(/^\/files\//),
    });
    expect(priced.get(pcn.gasket)).toMatchObject({ unitPrice: 12.5, shippingStrategyId: null });
  });

  it('tells each kind of model that cannot be bought apart', async () => {
    const all = Object.values(pcn);
    const priced = await priceModels(database.db, { site }, [...all, '000-0000']);
    const summary = Object.fromEntries(
      [...priced.values()].map((m) => [m.pcnCatalogNumber, [m.status, m.shown, m.unitPrice]]),
    );
    expect(summary).toEqual({
      [pcn.motor]: ['Available', true, 25],
      [pcn.blower]: ['Available', true, 80],
      [pcn.gasket]: ['Available', true, 12.5],
      [pcn.zeroPrice]: ['Call for Pricing', true, 0],
      [pcn.noPrice]: ['Call for Pricing', true, 0],
      [pcn.notOnline]: ['Unavailable', true, 0],
      [pcn.hidden]: ['Unavailable', false, 0],
      [pcn.preview]: ['Unavailable', false, 0],
      [pcn.unplaced]: ['Unavailable', false, 0],
      [pcn.otherCatalogue]: ['Unavailable', false, 0],
    });
  });

  it('answers the error an order or a cart must give for a model it cannot sell', async () => {
    const priced = await priceModels(database.db, { site }, Object.values(pcn));
    const failure = (catalogNumber: string) => {
      try {
        orderableModel(priced, catalogNumber);
        return null;
      } catch (error) {
        return error instanceof DomainError ? [error.statusCode, error.message] : error;
      }
    };
    expect(failure(pcn.motor)).toBeNull();
    expect(failure(pcn.hidden)).toEqual([404, `Model ${pcn.hidden} was not found.`]);
    expect(failure('000-0000')).toEqual([404, 'Model 000-0000 was not found.']);
    expect(failure(pcn.noPrice)).toEqual([
      422,
      `Model ${pcn.noPrice} has no online price. Call for pricing.`,
    ]);
    expect(failure(pcn.notOnline)).toEqual([422, `Model ${pcn.notOnline} is not sold online.`]);
  });

  it('runs inside a transaction it is given', async () => {
    const priced = await database.db.transaction((tx) => priceModels(tx, { site }, [pcn.blower]));
    expect(priced.get(pcn.blower)?.unitPrice).toBe(80);
  });

  it('keeps the prices shown in carts for a minute, until the cache is cleared', async () => {
    const caches = createCacheRegistry();
    const pricing = createPricingService({ db: database.db, caches });
    expect((await pricing.displayPrices({ site }, [pcn.blower])).get(pcn.blower)?.unitPrice).toBe(
      80,
    );
    await database.db
      .update(t.model)
      .set({ totalList: 95 })
      .where(eq(t.model.pcnCatalogNumber, pcn.blower));
    try {
      expect((await pricing.displayPrices({ site }, [pcn.blower])).get(pcn.blower)?.unitPrice).toBe(
        80,
      );
      expect((await pricing.priceModels({ site }, [pcn.blower])).get(pcn.blower)?.unitPrice).toBe(
        95,
      );
      caches.clear('cart-prices');
      expect((await pricing.displayPrices({ site }, [pcn.blower])).get(pcn.blower)?.unitPrice).toBe(
        95,
      );
    } finally {
      await database.db
        .update(t.model)
        .set({ totalList: 80 })
        .where(eq(t.model.pcnCatalogNumber, pcn.blower));
    }
  });

  it('loads every shipping strategy with its tiers in order', async () => {
    const strategies = await loadShippingStrategies(database.db);
    expect(strategies.map((s) => [s.Name, s.Costs.length])).toEqual([
      ['Parts', 3],
      ['Freight', 4],
      ['Hazmat', 2],
    ]);
    expect(strategies[1]!.Costs.map((c) => c.MinOrderAmount)).toEqual([0, 1000, 2500, 5000]);
  });
});
