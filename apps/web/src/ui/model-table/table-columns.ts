import {
  CALL_FOR_PRICING,
  dimensionUnit,
  formatUsd,
  joinedList,
  planTableColumns,
  readColumnPath,
  STATIC_MOBILE_FIELDS,
  type ColumnKind,
  type ColumnSource,
  type LayoutColumn,
  type PlannedColumn,
  type TableModel,
} from '@portal/domain';

export { CALL_FOR_PRICING, type ColumnKind } from '@portal/domain';

export interface TableColumn {
  key: string;
  header: string;
  description: string | null;
  /** Model field in the wire spelling; a dotted path reads a nested field. */
  path: string;
  kind: ColumnKind;
  /** The row's field, or the signed-in customer's price or material number. */
  source: ColumnSource;
  formatType: string | null;
  formatValue: string | null;
  sortable: boolean;
  filterable: boolean;
  searchable: boolean;
  /** Offered by 'Choose field' on small screens. */
  showOnMobile: boolean;
  /** A part number or code: never broken across lines (its hyphens are part of it). */
  partNumber: boolean;
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

const MOBILE_FIELDS = new Set(STATIC_MOBILE_FIELDS.map((f) => f.toLowerCase()));
const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

/** Fields holding part numbers and codes, by their property name. */
const PART_NUMBER_FIELDS = new Set([
  'pcncatalognumber',
  'fingoodtpimfgmod',
  'divisionmodelnumbers',
  'customermaterialnumber',
  'materialgroupnumber',
  'series',
  'pcn',
  'barcode',
]);
const isPartNumber = (planned: PlannedColumn) =>
  planned.kind === 'model' || PART_NUMBER_FIELDS.has(lower(planned.path.split('.').pop()));

/** Marked for phones: ShowOnMobile, or one of the spec's static mobile fields. */
const markedForMobile = (c: LayoutColumn) =>
  c.ShowOnMobile || MOBILE_FIELDS.has(lower(c.Name)) || MOBILE_FIELDS.has(lower(c.PropertyName));

/** How the page treats one planned column: sorting, filters, keyword search, phones. */
function toTableColumn(planned: PlannedColumn, customer: CustomerColumns | null): TableColumn {
  const { layout, source, kind } = planned;
  const base = {
    key: planned.key,
    header: planned.header,
    description: planned.description,
    path: planned.path,
    kind,
    source: planned.source,
    formatType: planned.formatType,
    formatValue: planned.formatValue,
    partNumber: isPartNumber(planned),
  };
  if (source === 'customer-material')
    // Offered on phones after the static mobile fields, which stay the default.
    return {
      ...base,
      sortable: true,
      filterable: true,
      searchable: true,
      showOnMobile: false,
      compute: customer?.materialNumber ?? undefined,
    };
  const stock = kind === 'inventory';
  const flags = layout
    ? {
        sortable: layout.SortBy,
        filterable: !stock && layout.FilterBy,
        searchable: !stock && layout.KeywordSearchBy,
        showOnMobile: source === 'customer-price' || markedForMobile(layout),
      }
    : { sortable: true, filterable: false, searchable: kind === 'model', showOnMobile: !stock };
  if (source === 'customer-price')
    return { ...base, ...flags, compute: customer?.price ?? undefined };
  return { ...base, ...flags };
}

/**
 * The columns a section table shows, in the order of `planTableColumns` (shared with the
 * spreadsheet): prices only with pricing, Multiplier Pricing beside List only for a
 * signed-in customer, their material number second when some row has one, Inventory fourth.
 */
export function tableColumns(layout: LayoutColumn[], options: ColumnOptions): TableColumn[] {
  const customer = options.customer ?? null;
  return planTableColumns(layout, {
    showPrice: options.showPrice,
    showInventory: options.showInventory,
    customerPrice: !!customer?.price,
    customerMaterial: !!customer?.materialNumber,
  }).map((planned) => toTableColumn(planned, customer));
}

export const ITEM_NUMBER_KEY = 'item-number';

/**
 * 'Item': the number of the drawing's callout that points at the row, so the list and the
 * drawing name a part alike. First, before the row header, as parts lists print it.
 */
export function itemNumberColumn(numbers: ReadonlyMap<string, number>): TableColumn {
  return {
    key: ITEM_NUMBER_KEY,
    header: 'Item',
    description: 'Callout number on the exploded view',
    path: 'ItemNumber',
    kind: 'number',
    source: 'row',
    formatType: null,
    formatValue: null,
    // No menu: a narrow column keeps the 500-model table from scrolling sideways at 1280 px.
    sortable: false,
    filterable: false,
    searchable: false,
    showOnMobile: false,
    partNumber: false,
    compute: (model) => numbers.get(model.PcnCatalogNumber) ?? null,
  };
}

/** A part as the drawing names it, 'item 7'; by its catalogue number when no callout does. */
export function itemName(catalogNumber: string, numbers?: ReadonlyMap<string, number> | null) {
  const number = numbers?.get(catalogNumber);
  return number === undefined ? catalogNumber : `item ${number}`;
}

/** Columns of amounts: right-aligned, heading included, and sorted as numbers. */
export const isNumericColumn = (c: Pick<TableColumn, 'kind'>): boolean =>
  c.kind === 'price' || c.kind === 'number' || c.kind === 'inventory';

/** The raw value of one cell (before formatting). */
export function cellValue(model: TableModel, column: TableColumn): unknown {
  return column.compute ? column.compute(model) : readColumnPath(model, column.path);
}

/** A ModelDimensions field carries its unit: inches, or pounds for the weight. */
function withUnit(text: string, path: string): string {
  const [parent, field] = path.split('.');
  const unit = parent === 'ModelDimensions' && field ? dimensionUnit(field) : null;
  return unit ? `${text} ${unit}` : text;
}

/** The text of one cell; empty for a missing value, 'Call for Pricing' for no price. */
export function cellText(model: TableModel, column: TableColumn): string {
  const value = cellValue(model, column);
  if (column.kind === 'price')
    return typeof value === 'number' && value > 0 ? formatUsd(value) : CALL_FOR_PRICING;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return withUnit(value.toLocaleString('en-US'), column.path);
  if (typeof value !== 'string') return JSON.stringify(value);
  return joinedList(value, column);
}
