import type { LayoutColumn, TableModel } from '@portal/domain';

export type SheetColumnKind = 'model' | 'price' | 'boolean' | 'number' | 'text' | 'inventory';

export interface SheetColumn {
  header: string;
  /** Model field in the wire spelling; a dotted path reads a nested field. */
  path: string;
  kind: SheetColumnKind;
  formatType: string | null;
  formatValue: string | null;
  /** A value the row does not hold, worked out for it (the customer's price, material number). */
  compute?: (model: TableModel) => SheetCell;
}

/** A signed-in customer's own columns (decision 095), as the web table adds them. */
export interface CustomerSheetColumns {
  price: ((model: TableModel) => number | null) | null;
  materialNumber: ((model: TableModel) => string | null) | null;
}

/** A cell as the spreadsheet stores it: numbers stay numbers, the rest is text. */
export type SheetCell = string | number | null;

/** Columns that hold row buttons on the page and nothing in a spreadsheet. */
const ACTION_COLUMNS = new Set(['viewdetails', 'changerequest', 'additemtocart', 'linktoparts']);
const MODEL_PROPERTIES = ['pcncatalognumber', 'pcn_catalognumber'];
const PRICE_PROPERTIES = new Set(['totallist', 'multiplierprice', 'price']);
/** The spec puts the Inventory column fourth. */
export const INVENTORY_POSITION = 4;
/** The web table puts a customer's material number second, beside the catalogue number. */
const CUSTOMER_MATERIAL_POSITION = 2;
export const CALL_FOR_PRICING = 'Call for Pricing';

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();
const isInventory = (c: LayoutColumn) =>
  lower(c.Name) === 'inventory' || lower(c.PropertyName) === 'available';

function pathOf(column: LayoutColumn): string {
  const property = MODEL_PROPERTIES.includes(lower(column.PropertyName))
    ? 'PcnCatalogNumber'
    : column.PropertyName;
  return column.ParentPropertyName ? `${column.ParentPropertyName}.${property}` : property;
}

function kindOf(column: LayoutColumn): SheetColumnKind {
  const type = lower(column.PropertyType);
  if (PRICE_PROPERTIES.has(lower(column.PropertyName)) || /currency|money|price/.test(type))
    return 'price';
  if (type.startsWith('bool')) return 'boolean';
  if (/int|decimal|double|number|float/.test(type) || lower(column.FormatType) === 'number')
    return 'number';
  return 'text';
}

const toSheetColumn = (c: LayoutColumn, kind: SheetColumnKind): SheetColumn => ({
  header: c.DisplayName || c.Name,
  path: pathOf(c),
  kind,
  formatType: c.FormatType,
  formatValue: c.FormatValue,
});

const syntheticColumn = (
  header: string,
  path: string,
  kind: SheetColumnKind,
  compute?: SheetColumn['compute'],
): SheetColumn => ({ header, path, kind, formatType: null, formatValue: null, compute });

/**
 * The columns the web table shows, in its order (docs/decisions/015): the catalogue-number
 * column first, the layout's others by OrderBy, prices only with pricing (a customer's
 * Multiplier Pricing beside List), the customer's material number second when some row has
 * one, Inventory fourth.
 */
export function sheetColumns(
  layout: LayoutColumn[],
  options: { showPrice: boolean; showInventory: boolean; customer?: CustomerSheetColumns | null },
): SheetColumn[] {
  const ordered = [...layout].sort((a, b) => a.OrderBy - b.OrderBy);
  const modelLayout = ordered.find((c) => MODEL_PROPERTIES.includes(lower(c.PropertyName)));
  const columns = [
    modelLayout
      ? toSheetColumn(modelLayout, 'model')
      : syntheticColumn('Catalog Number', 'PcnCatalogNumber', 'model'),
  ];
  const customerPrice = options.customer?.price;
  for (const c of ordered) {
    if (c === modelLayout || ACTION_COLUMNS.has(lower(c.Name)) || isInventory(c)) continue;
    const column = toSheetColumn(c, kindOf(c));
    if (column.kind === 'price' && !options.showPrice) continue;
    columns.push(column);
    if (column.kind === 'price' && lower(c.PropertyName) === 'totallist' && customerPrice)
      columns.push(syntheticColumn('Multiplier Pricing', column.path, 'price', customerPrice));
  }
  const materialNumber = options.customer?.materialNumber;
  if (materialNumber)
    columns.splice(
      CUSTOMER_MATERIAL_POSITION - 1,
      0,
      syntheticColumn('Customer Material Number', 'CustomerMaterialNumber', 'text', materialNumber),
    );
  if (options.showInventory) {
    const layoutInventory = ordered.find(isInventory);
    columns.splice(
      Math.min(INVENTORY_POSITION - 1, columns.length),
      0,
      syntheticColumn(
        layoutInventory ? layoutInventory.DisplayName || layoutInventory.Name : 'Inventory',
        'Available',
        'inventory',
      ),
    );
  }
  return columns;
}

function read(model: TableModel, path: string): unknown {
  let value: unknown = model;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The typed value of one cell; null leaves the cell empty. */
export function sheetCell(model: TableModel, column: SheetColumn): SheetCell {
  // Rows carry some child lists flattened (DivisionModels -> DivisionModelNumbers), so a
  // parent path that leads nowhere falls back to the property on the row itself.
  const value = column.compute
    ? column.compute(model)
    : (read(model, column.path) ?? read(model, column.path.split('.').pop() ?? ''));
  // As on the page: a price of zero or less, or none, cannot be quoted.
  if (column.kind === 'price' && !(Number(value ?? 0) > 0)) return CALL_FOR_PRICING;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  const text = String(value);
  const numeric = column.kind !== 'text' && column.kind !== 'model' && column.kind !== 'boolean';
  if (numeric && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  const type = lower(column.formatType);
  if ((type === 'delimited' || type === 'list') && column.formatValue)
    return text
      .split(column.formatValue)
      .map((v) => v.trim())
      .filter(Boolean)
      .join(', ');
  return text;
}
