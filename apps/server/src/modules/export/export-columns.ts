import {
  describePriceRule,
  explainCustomerPrice,
  planTableColumns,
  type CustomerMultipliers,
  type ExportLevel,
  type LayoutColumn,
  type TableModel,
} from '@portal/domain';
import { sheetColumns, type SheetColumn } from './sheet-columns.ts';

/** A model as an export reads it: a table row, its table and the customer's own number. */
export type ExportRow = TableModel & {
  sectionTableId: number;
  CustomerMaterialNumber: string | null;
};

/** Where a row comes from, named as a person reads it. */
export interface RowPlace {
  category: string | null;
  product: string | null;
  sectionTable: string | null;
}

/** What the spreadsheet holds beside the layouts' columns (the Export Fields switches). */
export interface ExportColumnOptions {
  level: ExportLevel;
  showPricing: boolean;
  showInventory: boolean;
  /** The chosen customer's agreement: their price and its rule, when pricing shows. */
  multipliers: CustomerMultipliers | null;
  /** The chosen customer has material numbers of their own. */
  customerMaterials: boolean;
  /** The place of a row's table (looked up, not stored on each of a million rows). */
  placeOf: (sectionTableId: number) => RowPlace;
}

type Place = keyof RowPlace;
const PLACE_HEADER: Record<Place, string> = {
  category: 'Category',
  product: 'Product',
  sectionTable: 'Section Table',
};
const ACROSS_CATALOGUE: Place[] = ['category', 'product', 'sectionTable'];
const ACROSS_PRODUCTS: Place[] = ['product', 'sectionTable'];

/** Where each row comes from, as far as the level leaves it open. */
const PLACES: Record<ExportLevel, Place[]> = {
  all: ACROSS_CATALOGUE,
  customermaterial: ACROSS_CATALOGUE,
  model: ACROSS_CATALOGUE,
  series: ACROSS_CATALOGUE,
  materialgroup: ACROSS_CATALOGUE,
  category: ACROSS_CATALOGUE,
  productclass: ACROSS_PRODUCTS,
  manufacturingseries: ACROSS_PRODUCTS,
  product: ['sectionTable'],
  sectiontab: ['sectionTable'],
  sectiontable: [],
};

const lower = (v: string | null) => (v ?? '').toLowerCase();
const columnKey = (c: LayoutColumn) => `${lower(c.ParentPropertyName)}.${lower(c.PropertyName)}`;

/**
 * The layouts of all the export's tables as one: each property once, where it first appears
 * (tables in page order, each by its OrderBy).
 */
export function mergeLayouts(layouts: readonly (readonly LayoutColumn[])[]): LayoutColumn[] {
  const merged = new Map<string, LayoutColumn>();
  for (const layout of layouts)
    for (const c of [...layout].sort((a, b) => a.OrderBy - b.OrderBy))
      if (!merged.has(columnKey(c))) merged.set(columnKey(c), { ...c, OrderBy: merged.size });
  return [...merged.values()];
}

const textColumn = (header: string, path: string): SheetColumn => ({
  header,
  path,
  kind: 'text',
  formatType: null,
  formatValue: null,
});

/**
 * The export's columns: the rows' places, then the tables' columns as the web table orders
 * them (catalogue number first, the customer's material number second, Inventory fourth, the
 * customer's price beside List), List Price when no layout has it, and the price's rule.
 */
export function exportColumns(
  layouts: readonly (readonly LayoutColumn[])[],
  options: ExportColumnOptions,
): SheetColumn[] {
  const { multipliers, showPricing } = options;
  const customerPrice = showPricing && multipliers !== null;
  // The price and its rule are two cells of one row: the row's explanation is made once.
  let lastRow: TableModel | null = null;
  let lastExplained: ReturnType<typeof explainCustomerPrice> | null = null;
  const explained = (m: TableModel) => {
    if (m !== lastRow) {
      lastRow = m;
      lastExplained = explainCustomerPrice(multipliers!, m);
    }
    return lastExplained!;
  };
  const price = multipliers ? (m: TableModel) => explained(m).price : null;
  const layout = mergeLayouts(layouts);
  const columns = sheetColumns(layout, {
    showPrice: showPricing,
    showInventory: options.showInventory,
    customer: {
      price: customerPrice ? price : null,
      materialNumber: options.customerMaterials
        ? (m) => (m as ExportRow).CustomerMaterialNumber
        : null,
    },
  });
  const listed = planTableColumns(layout, { showPrice: true, showInventory: false }).some(
    (c) => c.path === 'TotalList',
  );
  if (showPricing && !listed) {
    columns.push({ ...textColumn('List Price', 'TotalList'), kind: 'price' });
    if (customerPrice)
      columns.push({
        ...textColumn('Multiplier Pricing', 'TotalList'),
        kind: 'price',
        compute: price!,
      });
  }
  if (customerPrice)
    columns.push({
      ...textColumn('Price Rule', 'PriceRule'),
      compute: (m) => describePriceRule(explained(m)),
    });
  const places = PLACES[options.level].map((p): SheetColumn => ({
    ...textColumn(PLACE_HEADER[p], `Place.${p}`),
    compute: (m) => options.placeOf((m as ExportRow).sectionTableId)[p],
  }));
  return uniqueHeaders([...places, ...columns]);
}

/** Two tables may title different properties alike: the later one says which it is. */
function uniqueHeaders(columns: SheetColumn[]): SheetColumn[] {
  const seen = new Set<string>();
  return columns.map((c) => {
    let header = c.header;
    if (seen.has(header.toLowerCase())) header = `${c.header} (${c.path})`;
    for (let n = 2; seen.has(header.toLowerCase()); n++) header = `${c.header} (${n})`;
    seen.add(header.toLowerCase());
    return header === c.header ? c : { ...c, header };
  });
}
