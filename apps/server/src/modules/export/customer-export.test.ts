import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createModelTableSection, createProductTree, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import {
  agreed,
  CUSTOMERS_HOST,
  expectedPrices,
  portalBrowser,
  seedCustomerPricing,
  type PricingUsers,
} from '../cart/customer-test-data.ts';

const UNPRICED_HOST = 'customer.localhost';

/** The spreadsheet a signed-in customer downloads shows the columns their table shows. */
describe("a customer's section table spreadsheet", () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  const ids = { product: 0, table: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    users = await seedCustomerPricing(db);
    await db.update(t.site).set({ enableExport: true }).where(eq(t.site.name, 'customers'));
    // A customer portal that shows no prices.
    await createSite(db, { name: 'customer', hostNames: [UNPRICED_HOST], enableExport: true });
    const tree = await createProductTree(db);
    const { table } = await createModelTableSection(db, tree.product.productId, [
      pcn.motor,
      pcn.blower,
      pcn.gasket,
      agreed.netZero,
    ]);
    ids.product = tree.product.productId;
    ids.table = table.sectionTableId;
    await db.insert(t.sectionTableLayoutColumn).values({
      sectionTableId: ids.table,
      propertyName: 'TotalList',
      name: 'TotalList',
      displayName: 'List',
      propertyType: 'Decimal',
      orderBy: 5,
    });
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** The downloaded sheet as its header and, per catalogue number, a row keyed by header. */
  const download = async (browser: ReturnType<typeof portalBrowser>) => {
    const res = await browser.send(
      'GET',
      `/api/export/exportSectionTable?productId=${ids.product}&sectionTableId=${ids.table}&showinventory=false`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const rows = new Map<string, Record<string, ExcelJS.CellValue>>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells = header.map((name, i) => [name, row.getCell(i + 1).value] as const);
      rows.set(String(row.getCell(1).value), Object.fromEntries(cells));
    });
    return { header, rows };
  };
  const customerHeader = [
    'Catalog #',
    'Customer Material Number',
    'Model #',
    'List',
    'Multiplier Pricing',
  ];

  it('adds their Multiplier Pricing beside List and their material numbers second', async () => {
    const browser = portalBrowser(app, CUSTOMERS_HOST);
    await browser.signIn(users.customer);
    const { header, rows } = await download(browser);
    expect(header).toEqual(customerHeader);
    const cells = (of: string) => {
      const row = rows.get(of);
      return [row?.['Customer Material Number'], row?.List, row?.['Multiplier Pricing']];
    };
    for (const model of [pcn.motor, pcn.blower] as const)
      expect(cells(model)).toEqual([
        model === pcn.motor ? 'AC-MOTOR-1' : 'AC-BLOWER-7',
        expectedPrices[model].list,
        expectedPrices[model].customer,
      ]);
    // A blank material number is none.
    expect(cells(pcn.gasket)).toEqual([
      null,
      expectedPrices[pcn.gasket].list,
      expectedPrices[pcn.gasket].customer,
    ]);
    expect(cells(agreed.netZero)).toEqual([null, 40, 'Call for Pricing']);
  });

  it('gives another customer their own prices and numbers', async () => {
    const browser = portalBrowser(app, CUSTOMERS_HOST);
    await browser.signIn(users.otherCustomer);
    const { header, rows } = await download(browser);
    expect(header).toEqual(customerHeader);
    expect(rows.get(pcn.motor)).toMatchObject({
      'Customer Material Number': 'BG-0001',
      List: 25,
      'Multiplier Pricing': 22.5,
    });
    expect(rows.get(pcn.blower)?.['Customer Material Number']).toBeNull();
  });

  it('gives a visitor list prices only', async () => {
    const { header, rows } = await download(portalBrowser(app, CUSTOMERS_HOST));
    expect(header).toEqual(['Catalog #', 'Model #', 'List']);
    expect(rows.get(pcn.motor)?.List).toBe(25);
  });

  it('gives their material numbers without prices on a site without pricing', async () => {
    const browser = portalBrowser(app, UNPRICED_HOST);
    await browser.signIn(users.customer);
    const { header, rows } = await download(browser);
    expect(header).toEqual(['Catalog #', 'Customer Material Number', 'Model #']);
    expect(rows.get(pcn.motor)?.['Customer Material Number']).toBe('AC-MOTOR-1');
  });
});
