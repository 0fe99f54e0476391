import type { QueryKey } from '@tanstack/react-query';
import { apiUrl, getJson, postJson, type PickSchema, type QueryValue } from '../http-client.ts';

/**
 * A document as the Files tabs list it: an order's (which may be clipped from several PDFs)
 * or an inquiry's (never clipped). Size is in bytes.
 */
export interface DocumentRow {
  Id: number;
  Name: string;
  FileExtension: string;
  CreateDate: string;
  Size: number;
  /** How many documents were clipped into this one; absent where documents are never clipped. */
  SectionCount?: number;
}

/** Where a document opens: downloaded in place, or in a new tab. */
export interface DocumentLink {
  href: string;
  newTab: boolean;
}

/** The documents of one order or inquiry, and the calls the Files tab makes on them. */
export interface DocumentSource<D extends DocumentRow = DocumentRow> {
  /** What the documents belong to, as the tab's texts name it ('order', 'inquiry'). */
  holder: string;
  queryKey: QueryKey;
  list: (signal?: AbortSignal) => Promise<D[]>;
  upload: (files: readonly File[]) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Clipping PDFs into one document and back; absent where documents are never clipped. */
  clipping?: {
    clip: (ids: number[]) => Promise<unknown>;
    unclip: (id: number) => Promise<unknown>;
  };
  link: (document: D) => DocumentLink;
}

/**
 * The calls every document holder shares, under its base path: `GET {base}/documents/{id}`,
 * multipart `POST {base}/document/{id}` and `POST {base}/document/delete/{documentId}`.
 * `query` goes along on the calls that name a document (an order's key, for guests).
 */
export function documentCalls<D extends DocumentRow>(
  base: string,
  holderId: string,
  pickList: PickSchema<D[]>,
  query: Record<string, QueryValue> = {},
): Pick<DocumentSource<D>, 'list' | 'upload' | 'remove'> {
  const holder = encodeURIComponent(holderId);
  return {
    list: (signal) => getJson(apiUrl(`${base}/documents/${holder}`), pickList, signal),
    upload: (files) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return postJson(apiUrl(`${base}/document/${holder}`), form, pickList);
    },
    remove: (id) =>
      postJson(apiUrl(`${base}/document/delete/${id}`, query), undefined, (s) => s.documentDeleted),
  };
}
