import {
  describePriceRule,
  explainCustomerPrice,
  joinedList,
  readColumnPath,
  type CustomerMultipliers,
  type FinderCategory,
  type ModelViewerData,
  type ModelViewerTable,
  type TableModel,
} from '@portal/domain';
import type ExcelJS from 'exceljs';
import type { App } from '../../app.ts';

/**
 * What the portal's own API says an export must hold: the model viewer's tables and rows, the
 * customer's agreement and material numbers. The export tests compare each spreadsheet with
 * these, cell by cell.
 */
export function exportApi(app: App, headers: Record<string, string>) {
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { Data: T }).Data;
  };
  return {
    viewer: (path: string) => get<ModelViewerData>(`/api/modelviewer/${path}?showInventory=true`),
    tree: () => get<FinderCategory[]>('/api/modelfinder/VisibleCategories?catalogId=5'),
    multipliers: (customer: string) =>
      get<CustomerMultipliers>(`/api/Customer/${customer}/multipliers`),
    async materials(customer: string, pcns: string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (let i = 0; i < pcns.length; i += 5000) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/Customer/${customer}/materials`,
          headers,
          payload: { pcns: pcns.slice(i, i + 5000) },
        });
        const rows = (
          res.json() as { Data: { PcnCatalogNumber: string; MaterialNumber: string }[] }
        ).Data;
        for (const r of rows) found.set(r.PcnCatalogNumber, r.MaterialNumber);
      }
      return found;
    },
  };
}

/** A row the API shows: a model in one viewer table. */
export interface ApiRow {
  table: ModelViewerTable;
  model: TableModel;
}

export const apiRows = (data: ModelViewerData): ApiRow[] =>
  data.Tables.flatMap((table) => table.Models.map((model) => ({ table, model })));

/** The customer's view of the rows: their agreement and own numbers, when one is chosen. */
export interface ApiCustomer {
  multipliers: CustomerMultipliers;
  materials: Map<string, string>;
}

export interface Switches {
  pricing: boolean;
  inventory: boolean;
}

const CALL_FOR_PRICING = 'Call for Pricing';
const ACTIONS = new Set(['viewdetails', 'changerequest', 'additemtocart', 'linktoparts']);
const price = (value: number | null) => (value !== null && value > 0 ? value : CALL_FOR_PRICING);

/** A layout value as a spreadsheet cell: numbers stay numbers, yes/no, lists joined. */
function expectedLayoutCell(
  model: TableModel,
  column: ModelViewerTable['Columns'][number],
): ExcelJS.CellValue {
  const value = readColumnPath(model, column.PropertyName);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value;
  return joinedList(String(value), {
    formatType: column.FormatType,
    formatValue: column.FormatValue,
  });
}

/**
 * Checks one spreadsheet row against the API's row, cell by cell, and answers what differs.
 * The catalogue number, the place, stock, list and customer prices, the price's rule and the
 * material number are checked by name; every other column by its layout's header.
 */
export function differences(
  row: Record<string, ExcelJS.CellValue>,
  api: ApiRow,
  switches: Switches,
  customer: ApiCustomer | null,
): string[] {
  const found: string[] = [];
  const expect = (header: string, value: ExcelJS.CellValue) => {
    const cell = row[header] ?? null;
    const same =
      typeof value === 'number' && typeof cell === 'number'
        ? Math.abs(cell - value) < 1e-9
        : String(cell) === String(value);
    if (!same) found.push(`${header}: ${String(cell)} instead of ${String(value)}`);
  };
  const { model, table } = api;
  if ('Section Table' in row) expect('Section Table', table.DisplayName);
  if ('Product' in row) expect('Product', table.Place?.ProductDisplayName ?? null);
  if ('Category' in row) expect('Category', table.Place?.CategoryDisplayName ?? null);
  if (switches.inventory) expect('Inventory', model.Available);
  else if ('Inventory' in row) found.push('an Inventory column with inventory off');
  const listHeader = table.Columns.find((c) => c.PropertyName === 'TotalList')?.DisplayName;
  if (switches.pricing) expect(listHeader ?? 'List Price', price(model.TotalList));
  else if (listHeader && listHeader in row) found.push('a list price with pricing off');
  if (customer && switches.pricing) {
    const explained = explainCustomerPrice(customer.multipliers, model);
    expect('Multiplier Pricing', price(explained.price));
    expect('Price Rule', describePriceRule(explained));
  } else if ('Multiplier Pricing' in row || 'Price Rule' in row)
    found.push('customer prices without a customer or with pricing off');
  // The chosen customer (the demo's has material numbers) gets the column in every export.
  if (customer)
    expect('Customer Material Number', customer.materials.get(model.PcnCatalogNumber) ?? null);
  else if ('Customer Material Number' in row) found.push('material numbers without a customer');
  for (const column of table.Columns) {
    const property = column.PropertyName.toLowerCase();
    if (['totallist', 'available'].includes(property) || column.Name === 'Inventory') continue;
    // A header two tables give different properties names the later one's property too.
    const own = `${column.DisplayName} (${column.PropertyName})`;
    const header = own in row ? own : column.DisplayName;
    if (!(header in row) || ACTIONS.has(column.Name.toLowerCase())) continue;
    if (property.startsWith('pcn')) expect(header, model.PcnCatalogNumber);
    else expect(header, expectedLayoutCell(model, column));
  }
  return found;
}
