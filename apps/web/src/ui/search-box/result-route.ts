import type { SearchResult } from '@portal/domain';
import { productPath } from '../catalog-paths.ts';
import { DEFAULT_TABLE_NAME as DEFAULT_SECTION_TABLE } from '../model-table/details-query.ts';

/** Where a search result leads: its product page, at the table's tab, with the model open. */
export function searchResultTo(result: SearchResult, catalogSearch: string): string {
  const path = productPath({
    category: result.CategoryName,
    productClass: result.ProductClassName,
    series: result.ManufacturingSeriesName,
    product: result.ProductName,
    section: result.ResultType === 'Product' ? null : result.SectionName,
    tab: result.ResultType === 'Product' ? null : result.SectionTabName,
  });
  const query = new URLSearchParams(catalogSearch);
  if (result.ResultType !== 'Product' && result.SectionTableId !== null)
    // The model table names an unnamed table the way the model viewer does.
    query.set('sectionTable', result.SectionTableDisplayName?.trim() || DEFAULT_SECTION_TABLE);
  if (result.ResultType === 'Model' && result.PcnCatalogNumber)
    query.set('catalogNumber', result.PcnCatalogNumber);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const present = (parts: (string | null)[]): string[] =>
  parts.filter((part): part is string => !!part && part.trim() !== '');

/** 'category > product class > series' and 'section > tab > table' of a result row. */
export function searchResultPaths(result: SearchResult): [string, string] {
  const catalogue = present([
    result.CategoryDisplayName,
    result.ProductClassDisplayName,
    result.ManufacturingSeriesDisplayName,
  ]);
  const place = present([
    result.SectionDisplayName,
    result.SectionTabDisplayName,
    result.SectionTableId === null
      ? null
      : result.SectionTableDisplayName?.trim() || DEFAULT_SECTION_TABLE,
  ]);
  return [catalogue.join(' > '), place.join(' > ')];
}

/**
 * What tells one model result from another beside its catalogue number: its model number and
 * its description (['Model # HDU-45-MTR', 'Motor, 1 HP']); none for tables and products.
 */
export function searchResultDetails(result: SearchResult): string[] {
  if (result.ResultType !== 'Model') return [];
  return present([
    result.FingoodTpiMfgMod ? `Model # ${result.FingoodTpiMfgMod}` : null,
    result.Description,
  ]);
}
