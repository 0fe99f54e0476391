import type { sectionTableLayoutColumn } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type ColumnRow = typeof sectionTableLayoutColumn.$inferInsert;
type Column = Omit<ColumnRow, 'sectionTableId' | 'orderBy'>;

const column = (
  propertyName: string,
  displayName: string,
  extra: Partial<Column> = {},
): Column => ({
  entityName: 'Model',
  entityPropertyName: propertyName,
  propertyName,
  name: propertyName,
  displayName,
  sortBy: true,
  filterBy: true,
  keywordSearchBy: true,
  showOnMobile: false,
  propertyType: 'String',
  ...extra,
});

const pcn = column('PcnCatalogNumber', 'Catalog #', {
  name: 'PCN_CATALOGNUMBER',
  showOnMobile: true,
  filterBy: false,
});
const mfg = column('FingoodTpiMfgMod', 'Model #', { showOnMobile: true, filterBy: false });
const divisionNumbers = column('DivisionModelNumbers', 'Division Model #', {
  entityName: 'DivisionModel',
  entityPropertyName: 'ModelNumber',
  parentPropertyName: 'DivisionModels',
  showOnMobile: true,
  filterBy: false,
  propertyType: 'DivisionModelNumber',
  formatType: 'Delimited',
  formatValue: ', ',
});
const sapDescription = column('SapModelDescription', 'Description', { filterBy: false });
const longDescription = column('Descriptions', 'Description', { filterBy: false });
const materialGroup = column('MaterialGroupNumber', 'Material Group', { keywordSearchBy: false });
const series = column('Series', 'Series', { keywordSearchBy: false });
const notes = column('Notes', 'Notes', { displayDescription: 'Ordering notes' });
const price = column('TotalList', 'List Price', {
  showOnMobile: true,
  filterBy: false,
  keywordSearchBy: false,
  propertyType: 'Currency',
});

/** Layout columns of one section table; the optional columns vary from table to table. */
export function layoutColumns(sectionTableId: number, r: Random): ColumnRow[] {
  const columns = [
    pcn,
    mfg,
    divisionNumbers,
    r.chance(0.7) ? sapDescription : longDescription,
    materialGroup,
  ];
  if (r.chance(0.4)) columns.push(series);
  if (r.chance(0.25)) columns.push(notes);
  columns.push(price);
  return columns.map((c, i) => ({ ...c, sectionTableId, orderBy: i + 1 }));
}
