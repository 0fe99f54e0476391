import type { CacheRegistry } from './named-cache.ts';

/** The named caches that hold catalogue content (decision 006) and must follow an edit. */
export const CATALOGUE_CACHES = [
  'menu',
  'product',
  'product-sections',
  'model-finder-tree',
  'search',
  'sites',
  'site-catalogs',
  // Pages drawn for visitors without cookies show the site's title and the catalogue's items.
  'rendered-pages',
] as const;

/** What changed, for the log line and for listeners that care (e.g. the search index). */
export interface CatalogueChange {
  entityName: string;
  id: number | string;
}

/**
 * Tells every running instance that the catalogue changed (decision 167): each clears its
 * catalogue caches. Called after the change's transaction commits.
 */
export interface CatalogueChanges {
  published(change: CatalogueChange): Promise<void>;
  close(): Promise<void>;
}

export const clearCatalogueCaches = (caches: CacheRegistry): void => {
  for (const name of CATALOGUE_CACHES) caches.clear(name);
};

/** One instance only: clears this process's caches. */
export function localCatalogueChanges(caches: CacheRegistry): CatalogueChanges {
  return {
    published: async () => clearCatalogueCaches(caches),
    close: async () => {},
  };
}

/** Changes that also wake what follows the catalogue (the search index) after the caches. */
export function followedBy(
  changes: CatalogueChanges,
  next: (change: CatalogueChange) => void,
): CatalogueChanges {
  return {
    async published(change) {
      await changes.published(change);
      next(change);
    },
    close: () => changes.close(),
  };
}
