import type { OrderDocument } from '@portal/domain';
import { apiUrl, postJson } from '../../../api/http-client.ts';
import { documentCalls, type DocumentSource } from '../../../api/documents/document-source.ts';

/** Document calls name the order by its key (the guest's permission), as `?order=`. */
const withOrder = (path: string, invoiceNo: string) => apiUrl(path, { order: invoiceNo });

const documentUrl = (invoiceNo: string, id: number): string =>
  withOrder(`/order/document/${id}`, invoiceNo);

const clipDocuments = (invoiceNo: string, documentIds: number[]): Promise<OrderDocument> =>
  postJson(withOrder('/order/document/clip', invoiceNo), { documentIds }, (s) => s.orderDocument);

const unclipDocument = (invoiceNo: string, id: number): Promise<OrderDocument[]> =>
  postJson(
    withOrder(`/order/document/unclip/${id}`, invoiceNo),
    undefined,
    (s) => s.orderDocuments,
  );

/** The order's documents for the Files tab: downloaded in place, clipped and unclipped. */
export const orderDocumentSource = (invoiceNo: string): DocumentSource<OrderDocument> => ({
  holder: 'order',
  queryKey: ['order-documents', invoiceNo],
  ...documentCalls('/order', invoiceNo, (s) => s.orderDocuments, { order: invoiceNo }),
  clipping: {
    clip: (ids) => clipDocuments(invoiceNo, ids),
    unclip: (id) => unclipDocument(invoiceNo, id),
  },
  link: (d) => ({ href: documentUrl(invoiceNo, d.Id), newTab: false }),
});
