import { randomUUID } from 'node:crypto';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Where a document's file goes: a generated name, never the uploaded one. */
export const blobKey = (orderId: number, extension: string): string =>
  `order-documents/${orderId}/${randomUUID()}.${extension}`;
