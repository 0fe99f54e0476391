import {
  CALL_FOR_PRICING,
  joinedList,
  planTableColumns,
  readColumnPath,
  type ColumnKind,
  type LayoutColumn,
  type TableModel,
} from '@portal/domain';

export type SheetColumnKind = ColumnKind;

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

/**
 * The columns the web table shows, in its order (`planTableColumns`, decision 015), the
 * customer's own ones included.
 */
export function sheetColumns(
  layout: LayoutColumn[],
  options: { showPrice: boolean; showInventory: boolean; customer?: CustomerSheetColumns | null },
): SheetColumn[] {
  const customer = options.customer ?? null;
  const computed = {
    row: undefined,
    'customer-price': customer?.price ?? undefined,
    'customer-material': customer?.materialNumber ?? undefined,
  };
  return planTableColumns(layout, {
    showPrice: options.showPrice,
    showInventory: options.showInventory,
    customerPrice: !!customer?.price,
    customerMaterial: !!customer?.materialNumber,
  }).map((c) => ({
    header: c.header,
    path: c.path,
    kind: c.kind,
    formatType: c.formatType,
    formatValue: c.formatValue,
    compute: computed[c.source],
  }));
}

/** A cell's value before it is written: worked out for the customer's columns, else read. */
export const sheetValue = (model: TableModel, column: SheetColumn): unknown =>
  column.compute ? column.compute(model) : readColumnPath(model, column.path);

/** The typed value of one cell; null leaves the cell empty. */
export function sheetCell(model: TableModel, column: SheetColumn): SheetCell {
  const value = sheetValue(model, column);
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
  return joinedList(text, column);
}
