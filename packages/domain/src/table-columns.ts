import type { LayoutColumn, TableModel } from './section.ts';

/**
 * Which columns a section table shows, and in what order: one rule for the page's table and
 * its spreadsheet, so that a download always matches the screen (decisions 015 and 022).
 */

export type ColumnKind = 'model' | 'price' | 'boolean' | 'number' | 'text' | 'inventory';

/** Where a column's values come from. */
export type ColumnSource =
  /** The row's own field (a layout column, or the default catalogue-number and stock ones). */
  | 'row'
  /** The signed-in customer's price of the model, beside List. */
  | 'customer-price'
  /** The signed-in customer's own part number of the model. */
  | 'customer-material';

export interface PlannedColumn {
  /** The layout column it stands for; the List column's for the customer's price. */
  layout: LayoutColumn | null;
  key: string;
  header: string;
  description: string | null;
  /** Model field in the wire spelling; a dotted path reads a nested field. */
  path: string;
  kind: ColumnKind;
  source: ColumnSource;
  formatType: string | null;
  formatValue: string | null;
}

export interface ColumnPlanOptions {
  /** The site's HasPricing: price columns show. */
  showPrice: boolean;
  /** Stock shows: the Inventory column, fourth. */
  showInventory: boolean;
  /** A signed-in customer's prices are known: Multiplier Pricing beside List. */
  customerPrice?: boolean;
  /** Some row has the customer's own material number: that column, second. */
  customerMaterial?: boolean;
}

/** Row-action columns: their buttons live in the actions column, not as data columns. */
const ACTION_COLUMNS = new Set(['viewdetails', 'changerequest', 'additemtocart', 'linktoparts']);
const MODEL_PROPERTIES = ['pcncatalognumber', 'pcn_catalognumber'];
const PRICE_PROPERTIES = new Set(['totallist', 'multiplierprice', 'price']);
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
  // The type's name says it is numeric ('Int32', 'Decimal'); 'DivisionModelNumber' names a
  // list of part numbers, not a number.
  if (/^(u?int|decimal|double|number|float|single|long|short)/.test(type)) return 'number';
  if (lower(column.FormatType) === 'number') return 'number';
  return 'text';
}

const fromLayout = (c: LayoutColumn, kind: ColumnKind): PlannedColumn => ({
  layout: c,
  key: `${c.SectionTableLayoutColumnId}`,
  header: c.DisplayName || c.Name,
  description: c.DisplayDescription,
  path: pathOf(c),
  kind,
  source: 'row',
  formatType: c.FormatType,
  formatValue: c.FormatValue,
});

const synthetic = (
  key: string,
  header: string,
  path: string,
  kind: ColumnKind,
  source: ColumnSource = 'row',
): PlannedColumn => ({
  layout: null,
  key,
  header,
  description: null,
  path,
  kind,
  source,
  formatType: null,
  formatValue: null,
});

/**
 * The columns in display order: the catalogue-number column first, then the layout's others
 * by OrderBy without the action columns; prices only with pricing, the customer's price
 * beside List; the customer's material number second; Inventory fourth when shown.
 */
export function planTableColumns(
  layout: readonly LayoutColumn[],
  options: ColumnPlanOptions,
): PlannedColumn[] {
  const ordered = [...layout].sort((a, b) => a.OrderBy - b.OrderBy);
  const modelLayout = ordered.find((c) => MODEL_PROPERTIES.includes(lower(c.PropertyName)));
  const columns = [
    modelLayout
      ? fromLayout(modelLayout, 'model')
      : synthetic('model', 'Catalog Number', 'PcnCatalogNumber', 'model'),
  ];
  for (const c of ordered) {
    if (c === modelLayout || ACTION_COLUMNS.has(lower(c.Name)) || isInventory(c)) continue;
    const column = fromLayout(c, kindOf(c));
    if (column.kind === 'price' && !options.showPrice) continue;
    columns.push(column);
    if (column.kind === 'price' && options.customerPrice && lower(c.PropertyName) === 'totallist')
      columns.push({
        ...column,
        key: `${column.key}-multiplier`,
        header: 'Multiplier Pricing',
        description: null,
        source: 'customer-price',
      });
  }
  if (options.customerMaterial)
    columns.splice(
      CUSTOMER_MATERIAL_POSITION - 1,
      0,
      synthetic(
        'customer-material',
        'Customer Material Number',
        'CustomerMaterialNumber',
        'text',
        'customer-material',
      ),
    );
  if (options.showInventory) {
    const layoutInventory = ordered.find(isInventory);
    const inventory = layoutInventory
      ? { ...fromLayout(layoutInventory, 'inventory'), path: 'Available' }
      : synthetic('inventory', 'Inventory', 'Available', 'inventory');
    columns.splice(Math.min(INVENTORY_POSITION - 1, columns.length), 0, inventory);
  }
  return columns;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The columns a table flagged HideBlankColumns shows: those where some row has a value, and
 * always the catalogue-number column. `valueOf` reads a cell as the caller shows it (a
 * customer's own columns are worked out, not read from the row).
 */
export function nonBlankColumns<Column extends Pick<PlannedColumn, 'kind'>>(
  models: readonly TableModel[],
  columns: readonly Column[],
  valueOf: (model: TableModel, column: Column) => unknown,
): Column[] {
  return columns.filter((c) => c.kind === 'model' || models.some((m) => !isBlank(valueOf(m, c))));
}

function read(model: TableModel, path: string): unknown {
  let value: unknown = model;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A row's own value of a column path. */
export function readColumnPath(model: TableModel, path: string): unknown {
  if (!path.includes('.')) return (model as unknown as Record<string, unknown>)[path];
  // Rows carry some child lists flattened (DivisionModels -> DivisionModelNumbers), so a
  // parent path that leads nowhere falls back to the property on the row itself.
  return read(model, path) ?? read(model, path.split('.').pop() ?? '');
}

/** A Delimited or List value shown as its parts joined with ', '. */
export function joinedList(
  text: string,
  column: Pick<PlannedColumn, 'formatType' | 'formatValue'>,
): string {
  const type = lower(column.formatType);
  if ((type !== 'delimited' && type !== 'list') || !column.formatValue) return text;
  return text
    .split(column.formatValue)
    .map((v) => v.trim())
    .filter(Boolean)
    .join(', ');
}
