import { inquiryDocumentInfo, type InquiryDocumentInfo } from '@portal/domain';
import { z } from 'zod';
import { documentCalls, type DocumentSource } from '../documents/document-source.ts';
import { apiUrl } from '../http-client.ts';
import { inquiryKey } from './get-inquiry.ts';

const inquiryDocuments = z.array(inquiryDocumentInfo);

/** GET /api/inquiry/document/{documentId}/{name}: the name becomes the browser's file name. */
export const inquiryDocumentUrl = (document: Pick<InquiryDocumentInfo, 'Id' | 'Name'>): string =>
  apiUrl(`/inquiry/document/${document.Id}/${encodeURIComponent(document.Name)}`);

/** The inquiry's documents for the Files tab; each opens in a new tab (§2.10, §7). */
export const inquiryDocumentSource = (inquiryId: number): DocumentSource<InquiryDocumentInfo> => ({
  holder: 'inquiry',
  queryKey: [...inquiryKey(inquiryId), 'documents'],
  ...documentCalls('/inquiry', String(inquiryId), () => inquiryDocuments),
  link: (d) => ({ href: inquiryDocumentUrl(d), newTab: true }),
});
