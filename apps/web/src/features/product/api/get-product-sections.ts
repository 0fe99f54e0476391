import type { Section } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getEnvelopeData } from '../../../api/http-client.ts';
import { besidePageMeta } from '../../../ssr/reads-beside-page.ts';
import type { ProductRequest } from './get-product.ts';

export interface ProductSectionsRequest extends ProductRequest {
  showInventory: boolean;
}

/** Sections -> tabs -> items (lists, images, rich text, documents, model tables, spin sets). */
const productSectionsUrl = (request: ProductSectionsRequest): string =>
  apiUrl('/product/productsections', { ...request });

export const getProductSections = (
  request: ProductSectionsRequest,
  signal?: AbortSignal,
): Promise<Section[]> =>
  getEnvelopeData(productSectionsUrl(request), (s) => s.productSections, signal);

export const productSectionsQueryOptions = (request: ProductSectionsRequest) =>
  queryOptions({
    queryKey: [
      'product-sections',
      request.product.toLowerCase(),
      request.catalogId,
      request.isPreview,
      request.siteName,
      request.showInventory,
    ],
    queryFn: ({ signal }) => getProductSections(request, signal),
    staleTime: 5 * 60_000,
    // A parts table makes it the largest read of a product page.
    meta: besidePageMeta(productSectionsUrl(request)),
  });

export const useProductSections = (request: ProductSectionsRequest) =>
  useQuery(productSectionsQueryOptions(request));
