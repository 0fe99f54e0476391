import { CatalogReadException, type Catalog, type Division, type Site } from '@portal/domain';
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
  /** The host names the site answers to, its own (first) one first. */
  hostNames(site: Site): Promise<string[]>;
  catalogs(site: Site): Promise<Catalog[]>;
  /**
   * Why the site does not show the catalogue, as a catalogue read's Exception, or null when it
   * does: it shows its own catalogue and those its switcher lists.
   */
  catalogException(site: Site, catalogId: number): Promise<string | null>;
  divisions(): Promise<Division[]>;
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export function createSiteService(deps: AppDeps): SiteService {
  const cache: NamedCache<Site> = deps.caches.create('sites', { max: 200, ttlMs: 60_000 });
  // Every catalogue read checks the list, so it is not read from the database each time.
  const siteCatalogs: NamedCache<Catalog[]> = deps.caches.create('site-catalogs', {
    max: 200,
    ttlMs: 60_000,
  });

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

  const catalogs = async (site: Site): Promise<Catalog[]> => {
    const key = String(site.SiteId);
    const hit = siteCatalogs.get(key);
    if (hit) return hit;
    let rows = await queries.listSiteCatalogs(deps.db, site.SiteId);
    if (rows.length === 0) {
      const own = await queries.findCatalog(deps.db, site.CatalogId);
      rows = own ? [own] : [];
    }
    const found = rows.map(toCatalog);
    siteCatalogs.set(key, found);
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
    async hostNames(site) {
      return (await queries.findSiteByName(deps.db, site.Name))?.hostNames ?? [];
    },
    catalogs,
    async catalogException(site, catalogId) {
      if ((await catalogs(site)).some((c) => c.CatalogId === catalogId)) return null;
      if (!(await queries.findCatalog(deps.db, catalogId)))
        return CatalogReadException.CatalogNotFound;
      return catalogId === site.CatalogId ? null : CatalogReadException.CatalogNotOffered;
    },
    async divisions() {
      return (await queries.listDivisions(deps.db)).map(toDivision);
    },
  };
}
