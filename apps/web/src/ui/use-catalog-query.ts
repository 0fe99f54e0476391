import type { Catalog } from '@portal/domain';
import { useSearchParams } from 'react-router';
import { useCatalogs } from '../api/get-catalogs.ts';
import { useSite } from '../api/get-site.ts';
import { catalogSearch, parseCatalogId, previewOnSite } from './catalog-paths.ts';

export interface CatalogQuery {
  /** From the query, else the site's catalogue. */
  catalogId: number;
  isPreview: boolean;
  /** The catalogue's flags, when the site lists it. */
  catalog: Catalog | undefined;
  /** Query string to keep on internal links ('' or '?catalogId=..&isPreview=..'). */
  search: string;
}

export function useCatalogQuery(): CatalogQuery {
  const [params] = useSearchParams();
  const site = useSite();
  const catalogs = useCatalogs();
  const catalogId = parseCatalogId(params.get('catalogId')) ?? site.CatalogId;
  return {
    catalogId,
    isPreview: previewOnSite(site.Name, params.get('isPreview')),
    catalog: catalogs.find((c) => c.CatalogId === catalogId),
    search: catalogSearch(params),
  };
}
