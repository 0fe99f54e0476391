import type { OrderSummary } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../../api/http-client.ts';

/** An unknown order answers 404 (an ApiError with status 404). */
export const getOrder = (invoiceNo: string, signal?: AbortSignal): Promise<OrderSummary> =>
  getJson(apiUrl(`/order/${encodeURIComponent(invoiceNo)}`), (s) => s.orderSummary, signal);

export const orderQueryOptions = (invoiceNo: string) =>
  queryOptions({
    queryKey: ['order', invoiceNo],
    queryFn: ({ signal }) => getOrder(invoiceNo, signal),
    // Status and tracking move while the page is open: read again now and then.
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });

export const useOrder = (invoiceNo: string) => useQuery(orderQueryOptions(invoiceNo));

/** The invoice PDF of the order, downloaded by the browser. */
export const invoiceUrl = (invoiceNo: string): string =>
  apiUrl('/PDF/PdfInvoiceFromOrder/', { InvoiceNumber: invoiceNo });
