import type { ModelSearchResult, SearchResult } from '@portal/domain';
import { tablePlaceJoin } from '../product/table-place-sql.ts';

// What a page of results shows, read for the entries of a relation `wanted(entry_id, n)`
// and listed in the order n.

export interface SiteResultRow extends Record<string, unknown> {
  result_type: 'Model' | 'Table' | 'Product';
  pcn_catalog_number: string | null;
  fingood_tpi_mfg_mod: string | null;
  model_description: string | null;
  product_description: string;
  category_name: string;
  category_display_name: string;
  product_class_name: string;
  product_class_display_name: string;
  series_name: string;
  series_display_name: string;
  product_name: string;
  product_display_name: string;
  section_name: string | null;
  section_display_name: string | null;
  tab_name: string | null;
  tab_display_name: string | null;
  section_table_id: number | null;
  table_display_name: string | null;
  image_path: string | null;
  /** The old number a pinned replacement is found by (decision 177). */
  replaces?: string;
}

/** The site search's rows: the entry, its path and its picture. */
export const siteRowsSql = (wanted: string) => `
    select wanted.n, e.result_type, e.pcn_catalog_number, m.fingood_tpi_mfg_mod,
           coalesce(m.descriptions, m.sap_model_description) as model_description,
           p.description as product_description,
           k.name as category_name, k.display_name as category_display_name,
           c.name as product_class_name, c.display_name as product_class_display_name,
           s.name as series_name, s.display_name as series_display_name,
           p.name as product_name, p.display_name as product_display_name,
           place.section_name, place.section_display_name, place.tab_name, place.tab_display_name,
           e.section_table_id, t.display_name as table_display_name,
           coalesce(mi.image_path, pi.image_path, ki.image_path) as image_path
    from ${wanted}
    join search_entry e on e.entry_id = wanted.entry_id
    join product p on p.product_id = e.product_id
    join manufacturing_series s on s.manufacturing_series_id = p.manufacturing_series_id
    join product_class c on c.product_class_id = s.product_class_id
    join category k on k.category_id = c.category_id
    left join model m on m.pcn_catalog_number = e.pcn_catalog_number
    left join section_table t on t.section_table_id = e.section_table_id
    ${tablePlaceJoin('e.section_table_id')}
    left join image mi on mi.image_id = m.image_id and not mi.is_deleted
    left join image pi on pi.image_id = p.thumbnail_image_id and not pi.is_deleted
    left join lateral (
      select ci_image.image_path from category_image ci
      join image ci_image on ci_image.image_id = ci.image_id and not ci_image.is_deleted
      where ci.category_id = k.category_id
      order by ci.order_by, ci.image_id
      limit 1) ki on true
    order by wanted.n`;

export interface ModelResultRow extends Record<string, unknown> {
  pcn_catalog_number: string;
  customer_material_number: string | null;
  fingood_tpi_mfg_mod: string;
  sap_model_description: string | null;
  total_list: string | null;
  product_hierarchy: string | null;
  replaces?: string;
}

/** The model search's rows, with the material numbers of `customer` (a parameter) if given. */
export const modelRowsSql = (wanted: string, customer: string | null) => `
    select wanted.n, m.pcn_catalog_number,
           ${customer ? 'cm.material_number' : 'null::text'} as customer_material_number,
           m.fingood_tpi_mfg_mod, m.sap_model_description, m.total_list, m.product_hierarchy
    from ${wanted}
    join search_entry e on e.entry_id = wanted.entry_id
    join model m on m.pcn_catalog_number = e.pcn_catalog_number${
      customer
        ? `
    left join customer_material cm
      on cm.pcn_catalog_number = m.pcn_catalog_number and cm.customer_number = ${customer}`
        : ''
    }
    order by wanted.n`;

export function toSiteResult(r: SiteResultRow): SearchResult {
  const type = r.result_type;
  const name =
    type === 'Model'
      ? r.pcn_catalog_number!
      : type === 'Table'
        ? r.table_display_name!
        : r.product_display_name;
  return {
    ResultType: type,
    Name: name,
    Description:
      type === 'Model' ? r.model_description : type === 'Product' ? r.product_description : null,
    PcnCatalogNumber: r.pcn_catalog_number,
    FingoodTpiMfgMod: r.fingood_tpi_mfg_mod,
    CategoryName: r.category_name,
    CategoryDisplayName: r.category_display_name,
    ProductClassName: r.product_class_name,
    ProductClassDisplayName: r.product_class_display_name,
    ManufacturingSeriesName: r.series_name,
    ManufacturingSeriesDisplayName: r.series_display_name,
    ProductName: r.product_name,
    ProductDisplayName: r.product_display_name,
    SectionName: type === 'Product' ? null : r.section_name,
    SectionDisplayName: type === 'Product' ? null : r.section_display_name,
    SectionTabName: type === 'Product' ? null : r.tab_name,
    SectionTabDisplayName: type === 'Product' ? null : r.tab_display_name,
    SectionTableId: type === 'Product' ? null : r.section_table_id,
    SectionTableDisplayName: type === 'Product' ? null : r.table_display_name,
    ImagePath: r.image_path,
    ...(r.replaces ? { Replaces: r.replaces } : {}),
  };
}

export const toModelResult = (r: ModelResultRow): ModelSearchResult => ({
  PcnCatalogNumber: r.pcn_catalog_number,
  CustomerMaterialNumber: r.customer_material_number,
  FingoodTpiMfgMod: r.fingood_tpi_mfg_mod,
  SapModelDescription: r.sap_model_description,
  TotalList: r.total_list === null ? null : Number(r.total_list),
  ProductHierarchy: r.product_hierarchy,
  ...(r.replaces ? { Replaces: r.replaces } : {}),
});
