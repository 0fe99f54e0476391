import type { ImageRef, Menu, Site } from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { toCachedBody, type CachedBody, type CatalogAnswer } from '../../lib/cached-body.ts';
import type { NamedCache } from '../../lib/named-cache.ts';
import type { SiteService } from '../site/service.ts';
import { readMenuLevels } from './queries.ts';

type ImageColumns = {
  path: string;
  width: number;
  height: number;
  altText: string | null;
} | null;

const toImage = (img: ImageColumns): ImageRef | null =>
  img ? { Path: img.path, Width: img.width, Height: img.height, AltText: img.altText } : null;

function groupBy<T extends { parentId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.parentId);
    if (list) list.push(row);
    else groups.set(row.parentId, [row]);
  }
  return groups;
}

export interface MenuService {
  /** A catalogue's menu as seen on a site, which shows only the catalogues it offers. */
  menuBody(site: Site, catalogId: number, preview: boolean): Promise<CatalogAnswer>;
}

export function createMenuService(deps: AppDeps, sites: SiteService): MenuService {
  // The menu changes only through the editor, which clears this cache by name.
  const cache: NamedCache<CachedBody> = deps.caches.create('menu', {
    max: 100,
    ttlMs: 10 * 60_000,
  });

  const build = async (catalogId: number, preview: boolean): Promise<Menu> => {
    const levels = await readMenuLevels(deps.db, catalogId, preview);
    const productsBySeries = groupBy(levels.products);
    const seriesByClass = groupBy(levels.series);
    const classesByCategory = groupBy(levels.classes);
    return levels.categories.map((c) => ({
      CategoryId: c.id,
      Name: c.name,
      DisplayName: c.displayName,
      IsPreview: c.isPreview,
      Image: toImage(c.image),
      ProductClasses: (classesByCategory.get(c.id) ?? []).map((pc) => ({
        ProductClassId: pc.id,
        Name: pc.name,
        DisplayName: pc.displayName,
        IsPreview: pc.isPreview,
        ManufacturingSeries: (seriesByClass.get(pc.id) ?? []).map((s) => ({
          ManufacturingSeriesId: s.id,
          Name: s.name,
          DisplayName: s.displayName,
          TpiMfgSeries: s.tpiMfgSeries,
          IsPreview: s.isPreview,
          Products: (productsBySeries.get(s.id) ?? []).map((p) => ({
            ProductId: p.id,
            Name: p.name,
            DisplayName: p.displayName,
            IsPreview: p.isPreview,
            Thumbnail: toImage(p.image),
          })),
        })),
      })),
    }));
  };

  return {
    async menuBody(site, catalogId, preview) {
      // Checked before the cache, whose entries hold no site: every site offering it shares one.
      const exception = await sites.catalogException(site, catalogId);
      if (exception !== null) return { exception };
      const body = await cache.load(`${catalogId}:${preview}`, async () =>
        toCachedBody(
          JSON.stringify({
            Successful: true,
            Data: await build(catalogId, preview),
            Exception: null,
          }),
        ),
      );
      if (body === undefined) throw new Error('the menu cache answered nothing');
      return { body };
    },
  };
}
