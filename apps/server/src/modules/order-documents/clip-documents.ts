import type { Database } from '../../db/client.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { DomainError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { mergePdfs } from './clip.ts';
import * as q from './queries.ts';
import { blobKey, DOCUMENT_NOT_FOUND } from './stored-files.ts';

interface Deps {
  db: Database;
  blobs: BlobStore;
}

type Part = Omit<q.PartRow, 'documentId' | 'position'>;

const asPart = (d: q.DocumentRow): Part => ({
  name: d.name,
  fileExtension: d.fileExtension,
  contentType: d.contentType,
  sizeBytes: d.sizeBytes,
  blobKey: d.blobKey,
  createdAt: d.createdAt,
});

/**
 * Merges the selected PDFs of an order, in the order given, into one document. Its parts
 * remember the originals (a clipped source brings its own parts), so unclip gives them back.
 */
export async function clipDocuments(
  { db, blobs }: Deps,
  orderId: number,
  ids: readonly number[],
): Promise<q.DocumentRow> {
  const unique = [...new Set(ids)];
  if (unique.length < 2) throw new ValidationFailed('Select more than one PDF document to clip');
  const { clipped, dropBlobs } = await db.transaction(async (tx) => {
    const found = await q.findDocuments(tx, orderId, unique, true);
    if (found.length !== unique.length) throw new NotFound(DOCUMENT_NOT_FOUND);
    const sources = unique.map((id) => found.find((d) => d.documentId === id)!);
    if (sources.some((d) => d.fileExtension !== 'pdf'))
      throw new DomainError(422, 'Only PDF documents can be clipped.');
    const contents = await Promise.all(sources.map((d) => blobs.get(d.blobKey)));
    const merged = await mergePdfs(
      sources.map((d, i) => ({ name: d.name, content: contents[i] ?? Buffer.alloc(0) })),
    );
    const ownParts = await q.readParts(tx, unique);
    const partsOf = (d: q.DocumentRow): Part[] => {
      const inner = ownParts.filter((p) => p.documentId === d.documentId);
      return inner.length > 0
        ? inner.map(({ documentId: _d, position: _p, ...p }) => p)
        : [asPart(d)];
    };
    const [row] = await q.insertDocuments(tx, [
      {
        orderId,
        name: `${sources[0]!.name.replace(/\.pdf$/i, '')} (clipped).pdf`,
        fileExtension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: merged.length,
        blobKey: blobKey(orderId, 'pdf'),
      },
    ]);
    await q.insertParts(tx, row!.documentId, sources.flatMap(partsOf));
    await q.deleteDocuments(tx, unique);
    await blobs.put(row!.blobKey, merged);
    // A clipped source's merged file is no longer needed; its parts' files are kept.
    const wasClipped = sources.filter((d) => ownParts.some((p) => p.documentId === d.documentId));
    return {
      clipped: (await q.findDocuments(tx, orderId, [row!.documentId]))[0]!,
      dropBlobs: wasClipped.map((d) => d.blobKey),
    };
  });
  await Promise.all(dropBlobs.map((key) => blobs.delete(key)));
  return clipped;
}

/** Splits a clipped document back into the documents it was made of. */
export async function unclipDocument(
  { db, blobs }: Deps,
  orderId: number,
  id: number,
): Promise<q.DocumentRow[]> {
  const { restored, mergedKey } = await db.transaction(async (tx) => {
    const [doc] = await q.findDocuments(tx, orderId, [id], true);
    if (!doc) throw new NotFound(DOCUMENT_NOT_FOUND);
    const parts = await q.readParts(tx, [id]);
    if (parts.length === 0) throw new DomainError(422, 'This document is not clipped.');
    const rows = await q.insertDocuments(
      tx,
      parts.map(({ documentId: _d, position: _p, ...p }) => ({ orderId, ...p })),
    );
    await q.deleteDocuments(tx, [id]);
    return { restored: rows, mergedKey: doc.blobKey };
  });
  await blobs.delete(mergedKey);
  return restored;
}
