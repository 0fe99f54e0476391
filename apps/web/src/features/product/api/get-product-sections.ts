import type { Section } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getEnvelopeData } from '../../../api/http-client.ts';
import type { ProductRequest } from './get-product.ts';

export interface ProductSectionsRequest extends ProductRequest {
  showInventory: boolean;
}

/** Sections -> tabs -> items (lists, images, rich text, documents, model tables, spin sets). */
export const getProductSections = (
  request: ProductSectionsRequest,
  signal?: AbortSignal,
): Promise<Section[]> =>
  getEnvelopeData(
    apiUrl('/product/productsections', { ...request }),
    (s) => s.productSections,
    signal,
  );

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
  });

export const useProductSections = (request: ProductSectionsRequest) =>
  useQuery(productSectionsQueryOptions(request));
