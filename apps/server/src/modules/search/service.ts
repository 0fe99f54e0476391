import {
  AccountMessage,
  searchKey,
  type MaterialGroup,
  type ModelSearchResult,
  type SearchResult,
  type Site,
} from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { NotFound } from '../../lib/errors.ts';
import type { NamedCache } from '../../lib/named-cache.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerVisible } from '../customer/pricing-queries.ts';
import { offeredReplacement, replacementByKey } from '../supersession/replacement.ts';
import * as q from './queries.ts';
import {
  toModelResult,
  toSiteResult,
  type ModelResultRow,
  type SiteResultRow,
} from './result-rows.ts';
import { toSearchBody, type SearchBody } from './search-body.ts';
import { searchStatement, type SearchRequest } from './search-statement.ts';
import type { SearchScope } from './tiers.ts';

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
  /** A page of the site search, ready to send. */
  siteSearch(site: Site, request: SiteSearchRequest): Promise<SearchBody>;
  /** A page of the public model search, ready to send; pages are kept and shared. */
  visibleModelsBody(
    site: Site,
    request: Omit<ModelSearchRequest, 'customerNumber'>,
  ): Promise<SearchBody>;
  /**
   * A page of the model search with a customer's own material numbers, for a viewer who may
   * see that customer (decision 065); anyone else is told the customer does not exist.
   */
  customerModelsBody(
    viewer: Viewer,
    site: Site,
    request: ModelSearchRequest & { customerNumber: string },
  ): Promise<SearchBody>;
  visibleModels(site: Site, request: ModelSearchRequest): Promise<Paged<ModelSearchResult>>;
  modelsByCatalogNumbers(site: Site, pcns: string[]): Promise<Paged<ModelSearchResult>>;
  materialGroups(): Promise<MaterialGroup[]>;
  /** The model offered instead of a replaced one, as a result of the site search (decision 177). */
  replacement(site: Site, pcn: string, preview: boolean): Promise<SearchResult | null>;
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

export function createSearchService(deps: AppDeps): SearchService {
  const { db } = deps;
  // Everyone typing a number asks for the same short prefixes, and common words cost a full
  // index read to count: pages are kept, serialised, for a while. Whatever rebuilds the
  // search index clears this cache by name; the time limit bounds what a missed clear
  // could leave.
  const pages: NamedCache<SearchBody> = deps.caches.create('search', {
    max: 5_000,
    ttlMs: 5 * 60_000,
  });
  const remembered = async (key: unknown[], work: () => Promise<unknown>) => {
    const id = JSON.stringify(key);
    const hit = pages.get(id);
    if (hit) return hit;
    const body = toSearchBody(await work());
    pages.set(id, body);
    return body;
  };

  /** One page of a search and how many entries match in all (up to the cap). */
  const ranked = async <Row extends Record<string, unknown>>(request: SearchRequest) => {
    const statement = searchStatement(request);
    if (!statement) return { rows: [] as Row[], total: 0 };
    const { counts, rows } = await q.searchPage<Row>(db, request, statement);
    return { rows, total: counts.reduce((a, b) => a + b, 0) };
  };

  /**
   * A keyword that is an old, replaced number lists the model offered instead first, marked
   * with the number it replaces (decision 177); the ranked results follow, one place later.
   */
  const search = async <Row extends Record<string, unknown>>(request: SearchRequest) => {
    const offered = await replacementByKey(db, searchKey(request.keyword), request.scope);
    if (!offered) return ranked<Row>(request);
    const first = request.offset === 0;
    const customer = request.customer?.number ?? null;
    // The offered row is read beside the ranked page rather than after it: one wait, not two.
    const [rest, [pinned]] = await Promise.all([
      ranked<Row>({
        ...request,
        offset: first ? 0 : request.offset - 1,
        limit: first ? request.limit - 1 : request.limit,
      }),
      first ? q.readRows<Row>(db, [offered.entryId], request.rows, customer) : [],
    ]);
    const total = rest.total + 1;
    if (!first) return { rows: rest.rows, total };
    const rows = rest.rows.filter((r) => r.pcn_catalog_number !== offered.pcn);
    return { rows: pinned ? [{ ...pinned, replaces: offered.replaces }, ...rows] : rows, total };
  };

  const searchSite = async (scope: SearchScope, request: SiteSearchRequest) => {
    const offset = (request.page - 1) * request.pageSize;
    const { keyword, pageSize: limit } = request;
    const { rows, total } = await search<SiteResultRow>({
      keyword,
      scope,
      offset,
      limit,
      rows: 'site',
    });
    return paged(rows.map(toSiteResult), request.page, request.pageSize, total);
  };

  /** Models by keyword; a customer's own material numbers rank first. */
  const searchModels = async (scope: SearchScope, request: ModelSearchRequest, offset: number) => {
    const number = request.customerNumber;
    const key = searchKey(request.keyword);
    const keys = number && key !== '' ? await q.customerMaterialKeys(db, number, key) : [];
    const { rows, total } = await search<ModelResultRow>({
      keyword: request.keyword,
      scope,
      offset,
      limit: request.pageSize,
      rows: 'model',
      customer: number ? { number, keys } : undefined,
    });
    const page = Math.floor(offset / request.pageSize) + 1;
    return paged(rows.map(toModelResult), page, request.pageSize, total);
  };

  const visibleModels: SearchService['visibleModels'] = (site, request) => {
    const scope = { catalogId: site.CatalogId, preview: false, modelsOnly: true };
    const offset = request.start ?? (request.page - 1) * request.pageSize;
    return searchModels(scope, request, offset);
  };

  return {
    siteSearch(site, request) {
      const catalogId = request.catalogId ?? site.CatalogId;
      const { keyword, page, pageSize, preview } = request;
      const key = ['site', catalogId, preview, keyword, page, pageSize];
      return remembered(key, () => searchSite({ catalogId, preview }, request));
    },

    visibleModels,

    visibleModelsBody(site, request) {
      const offset = request.start ?? (request.page - 1) * request.pageSize;
      const key = ['models', site.CatalogId, request.keyword, offset, request.pageSize];
      return remembered(key, () => visibleModels(site, request));
    },

    async customerModelsBody(viewer, site, request) {
      if (!(await customerVisible(db, viewer, request.customerNumber)))
        throw new NotFound(AccountMessage.customerNotFound);
      // A customer's own material numbers change with their account: not kept.
      return toSearchBody(await visibleModels(site, request));
    },

    async modelsByCatalogNumbers(site, pcns) {
      const scope = { catalogId: site.CatalogId, preview: false };
      const keys = [...new Set(pcns.map(searchKey).filter((k) => k !== ''))];
      const ids = await q.findModelEntriesByKeys(db, scope, keys);
      const rows = await q.readModelResults(db, ids);
      return paged(rows.map(toModelResult), 1, Math.max(rows.length, 1), rows.length);
    },

    async replacement(site, pcn, preview) {
      const offered = await offeredReplacement(db, pcn, { catalogId: site.CatalogId, preview });
      if (!offered) return null;
      const [row] = await q.readRows<SiteResultRow>(db, [offered.entryId], 'site', null);
      return row ? toSiteResult({ ...row, replaces: offered.replaces }) : null;
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
