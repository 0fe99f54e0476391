import type { Product } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getEnvelopeData } from '../../../api/http-client.ts';

export interface ProductRequest {
  product: string;
  siteName: string;
  catalogId: number;
  isPreview: boolean;
}

/** An unknown product answers 404 'Product Not Found' (an ApiError with status 404). */
export const getProduct = (request: ProductRequest, signal?: AbortSignal): Promise<Product> =>
  getEnvelopeData(apiUrl('/product/product', { ...request }), (s) => s.product, signal);

export const productQueryOptions = (request: ProductRequest) =>
  queryOptions({
    queryKey: [
      'product',
      request.product.toLowerCase(),
      request.catalogId,
      request.isPreview,
      request.siteName,
    ],
    queryFn: ({ signal }) => getProduct(request, signal),
    staleTime: 5 * 60_000,
  });

export const useProduct = (request: ProductRequest) => useQuery(productQueryOptions(request));
