import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
  listInTable,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { CURRENCY_FORMAT, XLSX_CONTENT_TYPE } from './workbook.ts';

describe('GET /api/export/exportSectionTable', () => {
  let database: TestDatabase;
  let app: App;
  const ids = { product: 0, table: 0, otherProduct: 0, otherTable: 0, hiddenTable: 0 };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    const full = { enableExport: true, hasPricing: true, showInventory: true };
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], ...full });
    await createSite(db, {
      name: 'customers',
      hostNames: ['customers.localhost'],
      enableExport: true,
    });
    const a = await createModel(db, {
      pcnCatalogNumber: '120-0001',
      totalList: 1249.5,
      notes: 'Gasket;Screws',
      quantity: 3,
      ecommerce: true,
    });
    const b = await createModel(db, { pcnCatalogNumber: '120-0002', ecommerce: false });
    const hidden = await createModel(db, { pcnCatalogNumber: '120-0003', visible: false });
    await db.insert(t.supplierLocation).values({ supplierLocationId: 1, locationName: 'Reno' });
    await db.insert(t.inventory).values({
      pcnCatalogNumber: a.pcnCatalogNumber,
      supplierLocationId: 1,
      quantityAvailable: 7,
    });

    const tree = await createProductTree(db);
    ids.product = tree.product.productId;
    await db
      .update(t.product)
      .set({ displayName: 'HDU Parts Master' })
      .where(eq(t.product.productId, ids.product));
    const { table } = await createModelTableSection(db, ids.product, [
      a.pcnCatalogNumber,
      b.pcnCatalogNumber,
      hidden.pcnCatalogNumber,
    ]);
    ids.table = table.sectionTableId;
    const column = (orderBy: number, propertyName: string, displayName: string) => ({
      sectionTableId: ids.table,
      propertyName,
      name: propertyName,
      displayName,
      orderBy,
    });
    await db.insert(t.sectionTableLayoutColumn).values([
      { ...column(0, 'TotalList', 'List'), propertyType: 'Decimal' },
      { ...column(4, 'Ecommerce', 'Web'), propertyType: 'Boolean' },
      { ...column(5, 'Notes', 'Notes'), formatType: 'Delimited', formatValue: ';' },
      { ...column(6, 'ViewDetails', 'Details'), name: 'viewDetails' },
      { ...column(7, 'Quantity', 'Qty'), propertyType: 'Int32' },
    ]);
    const hiddenTable = await createModelTableSection(db, ids.product, [], {
      section: 'old',
      table: { visible: false },
    });
    ids.hiddenTable = hiddenTable.table.sectionTableId;
    await listInTable(db, ids.product, ids.hiddenTable, [a.pcnCatalogNumber]);
    const other = await createProductTree(db);
    ids.otherProduct = other.product.productId;
    const otherTable = await createModelTableSection(db, ids.otherProduct, [a.pcnCatalogNumber]);
    ids.otherTable = otherTable.table.sectionTableId;
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (query: string, host = 'sales.localhost') =>
    app.inject({
      method: 'GET',
      url: `/api/export/exportSectionTable?${query}`,
      headers: { host },
    });
  const tableQuery = (extra = '') =>
    `siteName=sales&productId=${ids.product}&sectionTableId=${ids.table}${extra}`;
  const sheetOf = async (payload: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer; a copy of the bytes is one.
    await workbook.xlsx.load(new Uint8Array(payload).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    return sheet;
  };
  const headerOf = (sheet: ExcelJS.Worksheet) =>
    (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);

  it('answers a spreadsheet of the visible columns and models with typed cells', async () => {
    const res = await get(tableQuery('&showinventory=true'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="HDU Parts Master - Replacement Parts.xlsx"',
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(headerOf(sheet)).toEqual([
      'Catalog #',
      'List',
      'Model #',
      'Inventory',
      'Web',
      'Notes',
      'Qty',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.actualRowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('120-0001');
    expect(first.getCell(2).value).toBe(1249.5);
    expect(first.getCell(2).numFmt).toBe(CURRENCY_FORMAT);
    expect(first.getCell(4).value).toBe(7);
    expect(first.getCell(5).value).toBe('Yes');
    expect(first.getCell(6).value).toBe('Gasket, Screws');
    expect(first.getCell(7).value).toBe(3);
    expect(sheet.getRow(3).getCell(5).value).toBe('No');
    expect(sheet.getColumn(6).width).toBeGreaterThanOrEqual('Gasket, Screws'.length);
  });

  it('leaves out the Inventory column unless it is asked for', async () => {
    const sheet = await sheetOf((await get(tableQuery('&showinventory=false'))).rawPayload);
    expect(headerOf(sheet)).not.toContain('Inventory');
  });

  it('leaves out prices and stock on a site without pricing or inventory', async () => {
    const res = await get(tableQuery('&showinventory=true'), 'customers.localhost');
    expect(headerOf(await sheetOf(res.rawPayload))).toEqual([
      'Catalog #',
      'Model #',
      'Web',
      'Notes',
      'Qty',
    ]);
  });

  it('refuses on a site without export', async () => {
    const res = await get(tableQuery(), 'localhost');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'Export is not enabled on this site.',
    });
  });

  it.each([
    [
      'a table of another product',
      () => `productId=${ids.product}&sectionTableId=${ids.otherTable}`,
    ],
    ['a hidden table', () => `productId=${ids.product}&sectionTableId=${ids.hiddenTable}`],
    ['an unknown table', () => `productId=${ids.product}&sectionTableId=99999`],
  ])('answers 404 for %s', async (_, query) => {
    const res = await get(query());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining('was not found'),
    });
  });

  it.each([
    ['productId=1&sectionTableId=abc', 'sectionTableId must be a number'],
    ['productId=-1&sectionTableId=1', 'productId must be a positive number'],
    ['sectionTableId=1', 'productId'],
    ['productId=1&sectionTableId=1&showinventory=yes', 'showinventory must be true or false'],
    ['productId=1&sectionTableId=1&siteName=nowhere', 'siteName: nowhere is not a known site'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });
});
