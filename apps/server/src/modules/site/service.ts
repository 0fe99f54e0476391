import type { Catalog, Division, Site } from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { NotFound } from '../../lib/errors.ts';
import type { NamedCache } from '../../lib/named-cache.ts';
import { toCatalog, toDivision, toSite } from './mapping.ts';
import * as queries from './queries.ts';

/** The site every unmatched host falls back to (docs/decisions/002). */
const FALLBACK_SITE = 'parts';

export interface SiteService {
  /** The site for a request's host name; unknown hosts get the parts site. */
  forHost(host: string): Promise<Site>;
  /** Exact match only: answers 404 for a host no site claims. */
  byHostName(host: string): Promise<Site>;
  byName(name: string): Promise<Site | undefined>;
  catalogs(site: Site): Promise<Catalog[]>;
  findCatalog(catalogId: number): Promise<Catalog | undefined>;
  divisions(): Promise<Division[]>;
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export function createSiteService(deps: AppDeps): SiteService {
  const cache: NamedCache<Site> = deps.caches.create('sites', { max: 200, ttlMs: 60_000 });

  const lookup = async (host: string): Promise<Site | undefined> => {
    const key = `host:${host}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const row = await queries.findSiteByHost(deps.db, host);
    if (!row) return undefined;
    const found = toSite(row);
    cache.set(key, found);
    return found;
  };

  const byName = async (name: string): Promise<Site | undefined> => {
    const key = `name:${name.toLowerCase()}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const row = await queries.findSiteByName(deps.db, name);
    if (!row) return undefined;
    const found = toSite(row);
    cache.set(key, found);
    return found;
  };

  return {
    async forHost(host) {
      const found = (await lookup(normaliseHost(host))) ?? (await byName(FALLBACK_SITE));
      if (!found) throw new NotFound('No site is configured.');
      return found;
    },
    async byHostName(host) {
      const found = await lookup(normaliseHost(host));
      if (!found) throw new NotFound(`No site answers to the host name ${host}.`);
      return found;
    },
    byName,
    async catalogs(site) {
      const rows = await queries.listSiteCatalogs(deps.db, site.SiteId);
      if (rows.length > 0) return rows.map(toCatalog);
      const own = await queries.findCatalog(deps.db, site.CatalogId);
      return own ? [toCatalog(own)] : [];
    },
    async findCatalog(catalogId) {
      const row = await queries.findCatalog(deps.db, catalogId);
      return row ? toCatalog(row) : undefined;
    },
    async divisions() {
      return (await queries.listDivisions(deps.db)).map(toDivision);
    },
  };
}
