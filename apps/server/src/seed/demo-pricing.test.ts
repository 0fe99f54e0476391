import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { readCustomerMultipliers } from '../modules/pricing/multipliers.ts';
import {
  createCatalog,
  createCustomer,
  createModel,
  createModelTableSection,
  createProductTree,
} from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { DEMO_PRICING_PRODUCT, demoPricingMissing, seedDemoPricing } from './demo-pricing.ts';

describe('demo customer prices', () => {
  let database: TestDatabase;
  const pcns = ['100-0001', '100-0002', '100-0003', '100-0004', '100-0005'];
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    const families = ['HTG-MTR', 'HTG-MTR', 'HTG-MTR', 'HTG-VNT', 'HTG-BLW'];
    for (const [i, pcn] of pcns.entries())
      await createModel(db, {
        pcnCatalogNumber: pcn,
        totalList: 100 + i,
        productHierarchy: families[i],
      });
    await createModel(db, { pcnCatalogNumber: '100-0099', totalList: 0, productHierarchy: 'X' });
    const tree = await createProductTree(db, { product: { name: DEMO_PRICING_PRODUCT } });
    await createModelTableSection(db, tree.product.productId, ['100-0099', ...pcns]);
    await createCustomer(db, { customerNumber: '0000100100', customerName: 'Acme' });
    await createCustomer(db, { customerNumber: '0000100400', customerName: 'Lakeside' });
  });
  afterAll(() => database.drop());

  it('gives Acme two product families, one model rate and one net price', async () => {
    expect(await demoPricingMissing(database.db)).toBe(true);
    await seedDemoPricing(database.db);
    expect(await demoPricingMissing(database.db)).toBe(false);
    const acme = await readCustomerMultipliers(database.db, '0000100100');
    expect(acme.ProductMultipliers).toEqual({
      'HTG-MTR': { Number: 'HTG-MTR', PricingType: 2, Rate: 70 },
      'HTG-VNT': { Number: 'HTG-VNT', PricingType: 2, Rate: 80 },
    });
    expect(acme.MaterialMultipliers).toEqual({
      '100-0002': { Number: '100-0002', PricingType: 2, Rate: 60 },
      '100-0003': { Number: '100-0003', PricingType: 1, Rate: 51 },
    });
    const lakeside = await readCustomerMultipliers(database.db, '0000100400');
    expect(lakeside.MaterialMultipliers['100-0002']?.Rate).toBe(65);
  });

  it("numbers every other model of the table with the customer's own part numbers", async () => {
    const rows = await database.db
      .select({
        pcn: t.customerMaterial.pcnCatalogNumber,
        number: t.customerMaterial.materialNumber,
      })
      .from(t.customerMaterial)
      .where(eq(t.customerMaterial.customerNumber, '0000100100'))
      .orderBy(t.customerMaterial.pcnCatalogNumber);
    expect(rows).toEqual([
      { pcn: '100-0001', number: 'AC-1000001' },
      { pcn: '100-0003', number: 'AC-1000003' },
      { pcn: '100-0005', number: 'AC-1000005' },
    ]);
  });
});
