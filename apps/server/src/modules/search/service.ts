import {
  pageSlices,
  SEARCH_COUNT_CAP,
  searchKey,
  type MaterialGroup,
  type ModelSearchResult,
  type SearchResult,
  type Site,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as q from './queries.ts';
import { exclusiveTiers, planSearch, type SearchPlan, type Tier } from './tiers.ts';

export interface Paged<T> {
  List: T[];
  Count: number;
  Page: number;
  PageSize: number;
  Successful: true;
  Total: number;
  TotalPages: number;
}

export interface SiteSearchRequest {
  keyword: string;
  page: number;
  pageSize: number;
  catalogId?: number | undefined;
  preview: boolean;
}

export interface ModelSearchRequest {
  keyword: string;
  pageSize: number;
  page: number;
  start?: number | undefined;
  customerNumber?: string | undefined;
}

export interface SearchService {
  siteSearch(site: Site, request: SiteSearchRequest): Promise<Paged<SearchResult>>;
  visibleModels(site: Site, request: ModelSearchRequest): Promise<Paged<ModelSearchResult>>;
  modelsByCatalogNumbers(site: Site, pcns: string[]): Promise<Paged<ModelSearchResult>>;
  materialGroups(): Promise<MaterialGroup[]>;
}

/** Counts above the cap are cut so that pages never reach past it. */
function capCounts(counts: number[]): number[] {
  let left = SEARCH_COUNT_CAP;
  return counts.map((count) => {
    const kept = Math.min(count, left);
    left -= kept;
    return kept;
  });
}

/** The entry ids of one page of a ranked search, and how many entries match in all. */
async function rankedPage(
  db: Database,
  scope: q.SearchScope,
  plan: SearchPlan,
  offset: number,
  limit: number,
  first: Tier[] = [],
) {
  let tiers = exclusiveTiers([...first, ...plan.tiers]);
  let counts = await q.countTiers(db, scope, tiers);
  const numberHits = tiers.some((t, i) => t.name !== 'words' && counts[i]! > 0);
  if (!numberHits && plan.fuzzy) {
    tiers = exclusiveTiers([plan.fuzzy, ...plan.tiers.filter((t) => t.name === 'words')]);
    counts = await q.countTiers(db, scope, tiers);
  }
  const capped = capCounts(counts);
  const ids = await q.pageEntryIds(db, scope, tiers, pageSlices(capped, offset, limit));
  return { ids, total: capped.reduce((a, b) => a + b, 0) };
}

function paged<T>(list: T[], page: number, pageSize: number, total: number): Paged<T> {
  return {
    List: list,
    Count: list.length,
    Page: page,
    PageSize: pageSize,
    Successful: true,
    Total: total,
    TotalPages: Math.ceil(total / pageSize),
  };
}

function toSiteResult(r: q.SiteResultRow): SearchResult {
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
  };
}

const toModelResult = (r: q.ModelResultRow): ModelSearchResult => ({
  PcnCatalogNumber: r.pcn_catalog_number,
  CustomerMaterialNumber: r.customer_material_number,
  FingoodTpiMfgMod: r.fingood_tpi_mfg_mod,
  SapModelDescription: r.sap_model_description,
  TotalList: r.total_list === null ? null : Number(r.total_list),
  ProductHierarchy: r.product_hierarchy,
});

export function createSearchService(deps: AppDeps): SearchService {
  const { db } = deps;

  return {
    async siteSearch(site, request) {
      const scope = { catalogId: request.catalogId ?? site.CatalogId, preview: request.preview };
      const offset = (request.page - 1) * request.pageSize;
      const { ids, total } = await rankedPage(
        db,
        scope,
        planSearch(request.keyword),
        offset,
        request.pageSize,
      );
      const rows = await q.readSiteResults(db, ids);
      return paged(rows.map(toSiteResult), request.page, request.pageSize, total);
    },

    async visibleModels(site, request) {
      const scope = { catalogId: site.CatalogId, preview: false, modelsOnly: true };
      const offset = request.start ?? (request.page - 1) * request.pageSize;
      const page = Math.floor(offset / request.pageSize) + 1;
      const customer = request.customerNumber ?? null;
      const first: Tier[] = [];
      const key = searchKey(request.keyword);
      if (customer !== null && key !== '') {
        const keys = await q.customerMaterialKeys(db, customer, key);
        if (keys.length > 0) {
          const list = sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          );
          first.push({
            name: 'customer material number',
            where: sql`pcn_key in (${list})`,
            orderBy: sql`pcn_key`,
          });
        }
      }
      const { ids, total } = await rankedPage(
        db,
        scope,
        planSearch(request.keyword),
        offset,
        request.pageSize,
        first,
      );
      const rows = await q.readModelResults(db, ids, customer);
      return paged(rows.map(toModelResult), page, request.pageSize, total);
    },

    async modelsByCatalogNumbers(site, pcns) {
      const scope = { catalogId: site.CatalogId, preview: false };
      const keys = [...new Set(pcns.map(searchKey).filter((k) => k !== ''))];
      const ids = await q.findModelEntriesByKeys(db, scope, keys);
      const rows = await q.readModelResults(db, ids, null);
      return paged(rows.map(toModelResult), 1, Math.max(rows.length, 1), rows.length);
    },

    async materialGroups() {
      const rows = await q.listMaterialGroups(db);
      return rows.map((r) => ({
        MaterialGroupNumber: r.material_group_number,
        MaterialGroupDescription: r.material_group_description,
        MaterialGroupDescriptionLong: r.material_group_description_long,
      }));
    },
  };
}
