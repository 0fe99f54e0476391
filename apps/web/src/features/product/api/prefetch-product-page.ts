import type { QueryClient } from '@tanstack/react-query';
import { siteQueryOptions } from '../../../api/get-site.ts';
import { parseCatalogId, previewOnSite } from '../../../ui/catalog-paths.ts';
import { productQueryOptions } from './get-product.ts';
import { productSectionsQueryOptions } from './get-product-sections.ts';

/**
 * Starts the product and its sections together while the page's code loads: the page would
 * otherwise ask for the sections only once the product had come (decision 115).
 */
export function prefetchProductPage(
  client: QueryClient,
  product: string | undefined,
  query: URLSearchParams,
): void {
  const site = client.getQueryData(siteQueryOptions().queryKey);
  if (!site || !product) return;
  const request = {
    product,
    siteName: site.Name,
    catalogId: parseCatalogId(query.get('catalogId')) ?? site.CatalogId,
    isPreview: previewOnSite(site.Name, query.get('isPreview')),
  };
  void client.prefetchQuery(productQueryOptions(request));
  void client.prefetchQuery(
    productSectionsQueryOptions({ ...request, showInventory: site.ShowInventory }),
  );
}
