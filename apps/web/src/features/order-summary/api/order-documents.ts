import type { OrderDocument } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getJson, postJson } from '../../../api/http-client.ts';

const documentsPath = (invoiceNo: string) => `/order/documents/${encodeURIComponent(invoiceNo)}`;

export const documentsQueryOptions = (invoiceNo: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['order-documents', invoiceNo],
    queryFn: ({ signal }) =>
      getJson(apiUrl(documentsPath(invoiceNo)), (s) => s.orderDocuments, signal),
    enabled,
  });

export const useOrderDocuments = (invoiceNo: string, enabled: boolean) =>
  useQuery(documentsQueryOptions(invoiceNo, enabled));

/** Document calls name the order by its key (the guest's permission), as `?order=`. */
const withOrder = (path: string, invoiceNo: string) => apiUrl(path, { order: invoiceNo });

export const documentUrl = (invoiceNo: string, id: number): string =>
  withOrder(`/order/document/${id}`, invoiceNo);

export function uploadDocuments(
  invoiceNo: string,
  files: readonly File[],
): Promise<OrderDocument[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return postJson(
    apiUrl(`/order/document/${encodeURIComponent(invoiceNo)}`),
    form,
    (s) => s.orderDocuments,
  );
}

export const clipDocuments = (invoiceNo: string, documentIds: number[]): Promise<OrderDocument> =>
  postJson(withOrder('/order/document/clip', invoiceNo), { documentIds }, (s) => s.orderDocument);

export const unclipDocument = (invoiceNo: string, id: number): Promise<OrderDocument[]> =>
  postJson(
    withOrder(`/order/document/unclip/${id}`, invoiceNo),
    undefined,
    (s) => s.orderDocuments,
  );

export const deleteDocument = (invoiceNo: string, id: number): Promise<unknown> =>
  postJson(
    withOrder(`/order/document/delete/${id}`, invoiceNo),
    undefined,
    (s) => s.documentDeleted,
  );
