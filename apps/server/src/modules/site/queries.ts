import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalog, division, site, siteCatalog } from '../../db/schema/index.ts';

export type SiteRow = typeof site.$inferSelect;
export type CatalogRow = typeof catalog.$inferSelect;

/** The site whose host names include `host` (already lower case, without port). */
export async function findSiteByHost(db: Database, host: string): Promise<SiteRow | undefined> {
  const rows = await db
    .select()
    .from(site)
    .where(sql`${host} = any(${site.hostNames})`)
    .limit(1);
  return rows[0];
}

export async function findSiteByName(db: Database, name: string): Promise<SiteRow | undefined> {
  const rows = await db
    .select()
    .from(site)
    .where(sql`lower(${site.name}) = lower(${name})`)
    .limit(1);
  return rows[0];
}

/** Catalogues offered by a site's switcher, in the site's order. */
export async function listSiteCatalogs(db: Database, siteId: number): Promise<CatalogRow[]> {
  const rows = await db
    .select({ catalog })
    .from(siteCatalog)
    .innerJoin(catalog, eq(catalog.catalogId, siteCatalog.catalogId))
    .where(eq(siteCatalog.siteId, siteId))
    .orderBy(asc(siteCatalog.orderBy), asc(catalog.catalogId));
  return rows.map((r) => r.catalog);
}

export async function findCatalog(
  db: Database,
  catalogId: number,
): Promise<CatalogRow | undefined> {
  const rows = await db.select().from(catalog).where(eq(catalog.catalogId, catalogId)).limit(1);
  return rows[0];
}

export async function listDivisions(db: Database) {
  return db.select().from(division).orderBy(asc(division.displayName));
}
