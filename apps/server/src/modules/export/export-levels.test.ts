import {
  EXPORT_LEVEL_PARAM,
  type ExportJob,
  type ExportLevel,
  type ModelViewerData,
  type Section,
} from '@portal/domain';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  apiRows,
  differences,
  exportApi,
  type ApiCustomer,
  type ApiRow,
  type Switches,
} from './export-api-expectations.ts';
import { exportTuning } from './export-rows.ts';
import {
  demoExportWorld,
  downloadJob,
  readWorkbook,
  type DemoExportWorld,
  type ReadSheet,
} from './export-test-world.ts';

const ACME = '0000100100';
type Row = Record<string, ExcelJS.CellValue>;
const keyOf = (sheet: ReadSheet, row: Row) =>
  `${String(row['Section Table'] ?? '')}|${String(row.Product ?? '')}|${String(row[sheet.header.find((h) => /catalog/i.test(h))!])}`;
const apiKeyOf = (r: ApiRow, sheet: ReadSheet) =>
  `${sheet.header.includes('Section Table') ? r.table.DisplayName : ''}|${sheet.header.includes('Product') ? (r.table.Place?.ProductDisplayName ?? '') : ''}|${r.model.PcnCatalogNumber}`;

const ACROSS_CATALOGUE = ['Category', 'Product', 'Section Table'];
/** The columns that say where each row comes from, as far as the level leaves it open. */
const PLACE_COLUMNS: Record<ExportLevel, string[]> = {
  all: ACROSS_CATALOGUE,
  customermaterial: ACROSS_CATALOGUE,
  model: ACROSS_CATALOGUE,
  series: ACROSS_CATALOGUE,
  materialgroup: ACROSS_CATALOGUE,
  category: ACROSS_CATALOGUE,
  productclass: ['Product', 'Section Table'],
  manufacturingseries: ['Product', 'Section Table'],
  product: ['Section Table'],
  sectiontab: ['Section Table'],
  sectiontable: [],
};

/**
 * Every level's spreadsheet holds the rows the model viewer API shows for that level (in its
 * order where the viewer has the level), and each cell says what the API says: stock, list
 * price, the customer's price and its rule, their material number and every layout column;
 * with and without a customer, with and without each of the Export Fields switches.
 */
describe('export spreadsheets against the API', () => {
  let database: TestDatabase;
  let world: DemoExportWorld;
  let admin: Record<string, string>;
  let api: ReturnType<typeof exportApi>;
  let acme: ApiCustomer;
  const ids: Record<string, string> = {};
  const union: Record<string, ApiRow[]> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await demoExportWorld(database);
    admin = await world.headersOf('admin@example.com');
    api = exportApi(world.app, admin);
    const tree = await api.tree();
    const category = tree.find((c) => c.ProductClasses.length > 1)!;
    const productClass = category.ProductClasses.find((c) => c.ManufacturingSeries.length > 1)!;
    const series = productClass.ManufacturingSeries[0]!;
    const seriesRows = async (list: { ManufacturingSeriesId: number }[]) =>
      (
        await Promise.all(
          list.map(async (s) =>
            apiRows(await api.viewer(`manufacturingSeries/${s.ManufacturingSeriesId}`)),
          ),
        )
      ).flat();
    const allSeries = tree.flatMap((c) => c.ProductClasses.flatMap((p) => p.ManufacturingSeries));
    union.category = await seriesRows(
      category.ProductClasses.flatMap((p) => p.ManufacturingSeries),
    );
    union.productclass = await seriesRows(productClass.ManufacturingSeries);
    union.all = await seriesRows(allSeries);
    // A product of several tables, a tab of it, one of its tables, a model, its series and group.
    const products = allSeries.flatMap((s) => s.Products);
    let product: ModelViewerData | null = null;
    for (const p of products) {
      const data = await api.viewer(`product/${p.ProductId}`);
      if (data.Tables.length > 1) {
        product = data;
        ids.product = String(p.ProductId);
        break;
      }
    }
    const table = product!.Tables[0]!;
    const model = table.Models.find((m) => m.Series && m.MaterialGroupNumber)!;
    ids.manufacturingseries = String(series.ManufacturingSeriesId);
    ids.category = String(category.CategoryId);
    ids.productclass = String(productClass.ProductClassId);
    ids.sectiontable = String(table.SectionTableId);
    ids.model = model.PcnCatalogNumber;
    ids.series = model.Series!;
    ids.materialgroup = model.MaterialGroupNumber!;
    const sections = await world.app.inject({
      method: 'GET',
      url: `/api/product/productsections?product=${encodeURIComponent(table.Place!.ProductName)}&catalogId=5`,
      headers: admin,
    });
    const tab = (sections.json() as { Data: Section[] }).Data.flatMap((s) => s.Tabs).find((t) =>
      t.Items.some((i) => i.SectionTableId === table.SectionTableId),
    )!;
    ids.sectiontab = String(tab.SectionTabId);
    const onTab = new Set(tab.Items.map((i) => i.SectionTableId));
    union.sectiontab = apiRows(product!).filter((r) => onTab.has(r.table.SectionTableId));
    const all = union.all.map((r) => r.model.PcnCatalogNumber);
    acme = {
      multipliers: await api.multipliers(ACME),
      materials: await api.materials(ACME, [...new Set(all)]),
    };
    union.customermaterial = union.all.filter((r) => acme.materials.has(r.model.PcnCatalogNumber));
  }, 180_000);
  afterAll(async () => {
    await world?.close();
    await database?.drop();
  });

  const VIEWER_PATH: Partial<Record<ExportLevel, string>> = {
    product: 'product',
    manufacturingseries: 'manufacturingSeries',
    sectiontable: 'sectionTable',
    model: 'model',
    series: 'series',
    materialgroup: 'materialGroup',
  };
  const PARAM = EXPORT_LEVEL_PARAM;

  /** The spreadsheet a customer admin gets, straight away or once its job is built. */
  async function exported(level: ExportLevel, switches: Switches, customer: boolean) {
    const query = new URLSearchParams({
      ShowPricing: String(switches.pricing),
      ShowInventory: String(switches.inventory),
    });
    const param = PARAM[level];
    if (param) query.set(param, ids[level]!);
    if (customer) query.set('customerNumber', ACME);
    let res = await world.app.inject({
      method: 'GET',
      url: `/api/export/${level}?${query}`,
      headers: admin,
    });
    if (res.statusCode === 202) {
      await world.buildJobs();
      res = await downloadJob(
        world.app,
        admin,
        (res.json() as { Data: { Job: ExportJob } }).Data.Job,
      );
    }
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [sheet] = await readWorkbook(res.rawPayload);
    return sheet!;
  }

  const combos: [Switches, boolean][] = [true, false].flatMap((pricing) =>
    [true, false].flatMap((inventory) =>
      [true, false].map((customer): [Switches, boolean] => [{ pricing, inventory }, customer]),
    ),
  );
  const levels = Object.keys(PARAM) as ExportLevel[];

  describe.each([
    ['as a small export', null],
    ['as a large one read in parts', { bulkRows: 0, partRows: 3_000 }],
  ] as const)('%s', (_name, tuning) => {
    const saved = { ...exportTuning };
    beforeAll(() => void (tuning && Object.assign(exportTuning, tuning)));
    afterAll(() => void Object.assign(exportTuning, saved));

    describe.each(levels)('level %s', (level) => {
      it.each(combos.filter(([, customer]) => customer || level !== 'customermaterial'))(
        'holds the API rows cell by cell with %o, customer %s',
        async (switches, customer) => {
          const sheet = await exported(level, switches, customer);
          const viewerPath = VIEWER_PATH[level];
          const expected = viewerPath
            ? apiRows(await api.viewer(`${viewerPath}/${encodeURIComponent(ids[level]!)}`))
            : union[level]!;
          expect(expected.length).toBeGreaterThan(0);
          const places = PLACE_COLUMNS[level];
          expect(sheet.header.slice(0, places.length)).toEqual(places);
          expect(sheet.header[places.length]).toMatch(/catalog/i);
          if (viewerPath)
            // The viewer's own order: its tables, each table's rows.
            expect(sheet.rows.map((r) => keyOf(sheet, r))).toEqual(
              expected.map((r) => apiKeyOf(r, sheet)),
            );
          else
            expect(sheet.rows.map((r) => keyOf(sheet, r)).sort()).toEqual(
              expected.map((r) => apiKeyOf(r, sheet)).sort(),
            );
          const byKey = new Map(sheet.rows.map((r) => [keyOf(sheet, r), r]));
          const problems = expected.flatMap((r) => {
            const key = apiKeyOf(r, sheet);
            const found = differences(byKey.get(key)!, r, switches, customer ? acme : null);
            return found.map((f) => `${key}: ${f}`);
          });
          expect(problems.slice(0, 10)).toEqual([]);
        },
      );
    });
  });
});
