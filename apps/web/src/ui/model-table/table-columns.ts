import {
  formatUsd,
  STATIC_MOBILE_FIELDS,
  type LayoutColumn,
  type TableModel,
} from '@portal/domain';

export type ColumnKind = 'model' | 'price' | 'boolean' | 'number' | 'text' | 'inventory';

export interface TableColumn {
  key: string;
  header: string;
  description: string | null;
  /** Model field in the wire spelling; a dotted path reads a nested field. */
  path: string;
  kind: ColumnKind;
  formatType: string | null;
  formatValue: string | null;
  sortable: boolean;
  filterable: boolean;
  searchable: boolean;
  /** Offered by 'Choose field' on small screens. */
  showOnMobile: boolean;
  /** A value the row does not carry: the customer's price or material number. */
  compute?: (model: TableModel) => unknown;
}

/** What a signed-in customer sees beyond the row: their price and their own part numbers. */
export interface CustomerColumns {
  /** The customer's price of a model (Multiplier Pricing); none until the agreement loads. */
  price?: ((model: TableModel) => number | null) | null;
  /** The customer's material number of a model; only when some row of the table has one. */
  materialNumber?: ((model: TableModel) => string | null) | null;
}

export interface ColumnOptions {
  showPrice: boolean;
  showInventory: boolean;
  /** A signed-in customer's columns; none for visitors, so only List shows. */
  customer?: CustomerColumns | null;
}

/** Row-action columns: their buttons live in the actions column, not as data columns. */
const ACTION_COLUMNS = new Set(['viewdetails', 'changerequest', 'additemtocart', 'linktoparts']);
const MODEL_PROPERTIES = ['pcncatalognumber', 'pcn_catalognumber'];
const PRICE_PROPERTIES = new Set(['totallist', 'multiplierprice', 'price']);
const MOBILE_FIELDS = new Set(STATIC_MOBILE_FIELDS.map((f) => f.toLowerCase()));
/** The spec puts the Inventory column fourth. */
export const INVENTORY_POSITION = 4;
/** The customer's own part number sits next to the catalogue number it stands for. */
export const CUSTOMER_MATERIAL_POSITION = 2;
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

function kindOf(column: LayoutColumn): ColumnKind {
  const type = lower(column.PropertyType);
  if (PRICE_PROPERTIES.has(lower(column.PropertyName)) || /currency|money|price/.test(type))
    return 'price';
  if (type.startsWith('bool')) return 'boolean';
  if (/int|decimal|double|number|float/.test(type) || lower(column.FormatType) === 'number')
    return 'number';
  return 'text';
}

const toColumn = (c: LayoutColumn, kind: ColumnKind): TableColumn => ({
  key: `${c.SectionTableLayoutColumnId}`,
  header: c.DisplayName || c.Name,
  description: c.DisplayDescription,
  path: pathOf(c),
  kind,
  formatType: c.FormatType,
  formatValue: c.FormatValue,
  sortable: c.SortBy,
  filterable: c.FilterBy,
  searchable: c.KeywordSearchBy,
  showOnMobile:
    c.ShowOnMobile || MOBILE_FIELDS.has(lower(c.Name)) || MOBILE_FIELDS.has(lower(c.PropertyName)),
});

const syntheticColumn = (
  key: string,
  header: string,
  path: string,
  kind: ColumnKind,
): TableColumn => ({
  key,
  header,
  description: null,
  path,
  kind,
  formatType: null,
  formatValue: null,
  sortable: true,
  filterable: false,
  searchable: kind === 'model',
  showOnMobile: kind !== 'inventory',
});

/**
 * The columns a section table shows: the model (catalogue number) column first, then the
 * layout's other columns by OrderBy. Prices only with pricing (Multiplier Pricing beside List
 * only for a signed-in customer); the Customer Material Number second when the customer has
 * one in the table; Inventory only when shown, at position 4.
 */
export function tableColumns(layout: LayoutColumn[], options: ColumnOptions): TableColumn[] {
  const ordered = [...layout].sort((a, b) => a.OrderBy - b.OrderBy);
  const modelLayout = ordered.find((c) => MODEL_PROPERTIES.includes(lower(c.PropertyName)));
  const model = modelLayout
    ? toColumn(modelLayout, 'model')
    : syntheticColumn('model', 'Catalog Number', 'PcnCatalogNumber', 'model');

  const columns = [model];
  for (const c of ordered) {
    if (c === modelLayout || ACTION_COLUMNS.has(lower(c.Name)) || isInventory(c)) continue;
    const column = toColumn(c, kindOf(c));
    if (column.kind !== 'price') {
      columns.push(column);
      continue;
    }
    if (!options.showPrice) continue;
    columns.push(column);
    const customerPrice = options.customer?.price;
    if (lower(c.PropertyName) === 'totallist' && customerPrice)
      columns.push({
        ...column,
        key: `${column.key}-multiplier`,
        header: 'Multiplier Pricing',
        description: null,
        showOnMobile: true,
        compute: customerPrice,
      });
  }

  const materialNumber = options.customer?.materialNumber;
  if (materialNumber)
    columns.splice(CUSTOMER_MATERIAL_POSITION - 1, 0, {
      ...syntheticColumn(
        'customer-material',
        'Customer Material Number',
        'CustomerMaterialNumber',
        'text',
      ),
      filterable: true,
      searchable: true,
      // Offered on phones, after the static mobile fields, which stay the default.
      showOnMobile: false,
      compute: materialNumber,
    });

  if (options.showInventory) {
    const layoutInventory = ordered.find(isInventory);
    const inventory: TableColumn = {
      ...(layoutInventory
        ? toColumn(layoutInventory, 'inventory')
        : syntheticColumn('inventory', 'Inventory', 'Available', 'inventory')),
      path: 'Available',
      kind: 'inventory',
      filterable: false,
      searchable: false,
    };
    columns.splice(Math.min(INVENTORY_POSITION - 1, columns.length), 0, inventory);
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

/** The raw value of one cell (before formatting). */
export function cellValue(model: TableModel, column: TableColumn): unknown {
  if (column.compute) return column.compute(model);
  // Rows carry some child lists flattened (DivisionModels -> DivisionModelNumbers), so a
  // parent path that leads nowhere falls back to the property on the row itself.
  return read(model, column.path) ?? read(model, column.path.split('.').pop() ?? '');
}

/** The text of one cell; empty for a missing value, 'Call for Pricing' for no price. */
export function cellText(model: TableModel, column: TableColumn): string {
  const value = cellValue(model, column);
  if (column.kind === 'price')
    return typeof value === 'number' && value > 0 ? formatUsd(value) : CALL_FOR_PRICING;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value !== 'string') return JSON.stringify(value);
  const type = lower(column.formatType);
  if ((type === 'delimited' || type === 'list') && column.formatValue)
    return value
      .split(column.formatValue)
      .map((v) => v.trim())
      .filter(Boolean)
      .join(', ');
  return value;
}
