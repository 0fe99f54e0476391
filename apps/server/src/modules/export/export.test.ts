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
  const ids = {
    product: 0,
    table: 0,
    otherProduct: 0,
    otherTable: 0,
    hiddenTable: 0,
    commercialProduct: 0,
    commercialTable: 0,
    previewProduct: 0,
    previewTable: 0,
    sparseTable: 0,
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createCatalog(db, { catalogId: 7 });
    await createCatalog(db, { catalogId: 9 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    const full = { enableExport: true, hasPricing: true, showInventory: true };
    const sales = await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], ...full });
    await db.insert(t.siteCatalog).values([
      { siteId: sales.siteId, catalogId: 5, orderBy: 0 },
      { siteId: sales.siteId, catalogId: 7, orderBy: 1 },
    ]);
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
    const sparse = await createModelTableSection(db, ids.product, [], {
      section: 'sparse',
      table: { displayName: 'Sparse', hideBlankColumns: true },
    });
    ids.sparseTable = sparse.table.sectionTableId;
    await listInTable(db, ids.product, ids.sparseTable, [a.pcnCatalogNumber, b.pcnCatalogNumber]);
    await db.insert(t.sectionTableLayoutColumn).values([
      { ...column(3, 'Series', 'Series'), sectionTableId: ids.sparseTable },
      { ...column(4, 'Notes', 'Notes'), sectionTableId: ids.sparseTable },
    ]);
    const other = await createProductTree(db);
    ids.otherProduct = other.product.productId;
    const otherTable = await createModelTableSection(db, ids.otherProduct, [a.pcnCatalogNumber]);
    ids.otherTable = otherTable.table.sectionTableId;
    const commercial = await createProductTree(db, { catalogIds: [7, 9] });
    ids.commercialProduct = commercial.product.productId;
    const commercialTable = await createModelTableSection(db, ids.commercialProduct, [
      b.pcnCatalogNumber,
    ]);
    ids.commercialTable = commercialTable.table.sectionTableId;
    const preview = await createProductTree(db, { product: { isPreview: true } });
    ids.previewProduct = preview.product.productId;
    const previewTable = await createModelTableSection(db, ids.previewProduct, [
      a.pcnCatalogNumber,
    ]);
    ids.previewTable = previewTable.table.sectionTableId;
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

  it('leaves out the columns no model has a value in when the table hides blank columns', async () => {
    const res = await get(`productId=${ids.product}&sectionTableId=${ids.sparseTable}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(headerOf(await sheetOf(res.rawPayload))).toEqual(['Catalog #', 'Model #', 'Notes']);
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

  it("exports a table of another of the site's catalogues when catalogId names it", async () => {
    const query = `productId=${ids.commercialProduct}&sectionTableId=${ids.commercialTable}`;
    expect((await get(query)).statusCode).toBe(404);
    const res = await get(`${query}&catalogId=7`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('120-0002');
  });

  it("answers 404 for a catalogue that is not one of the site's", async () => {
    const query = `productId=${ids.commercialProduct}&sectionTableId=${ids.commercialTable}`;
    const res = await get(`${query}&catalogId=9`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'Catalogue 9 is not one of the catalogues of this site.',
    });
  });

  it('exports a preview-only table only in preview mode', async () => {
    const query = `productId=${ids.previewProduct}&sectionTableId=${ids.previewTable}`;
    expect((await get(query)).statusCode).toBe(404);
    const res = await get(`${query}&isPreview=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sheetOf(res.rawPayload)).getRow(2).getCell(1).value).toBe('120-0001');
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
    ['productId=1&sectionTableId=1&catalogId=x', 'catalogId must be a number'],
  ])('rejects %s with 400', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Successful: false,
      Message: expect.stringContaining(message),
    });
  });
});
