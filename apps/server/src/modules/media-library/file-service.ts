import { randomUUID } from 'node:crypto';
import { MediaMessage, type MediaListQuery } from '@portal/domain';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { insertChanges } from '../catalogue-editor/change-log-queries.ts';
import { documentPage, documentsById, imagePage, imagesById } from './file-queries.ts';
import { requireFolder } from './folder-service.ts';
import { allow, libraryChange, type LibraryContext } from './library-access.ts';
import { refusingBrokenReferences } from './still-referenced.ts';
import { checkDocumentUpload, checkImageUpload } from './media-checks.ts';
import {
  deleteDocument,
  deleteImage,
  documentById,
  documentUses,
  imageById,
  imageUses,
  insertDocument,
  insertImage,
} from './usage-queries.ts';

/** Blob folders of the library's files; served under /files/. */
export const IMAGE_FOLDER = 'images/library';
export const DOCUMENT_FOLDER = 'documents/library';

export interface Upload {
  name: string;
  content: Buffer;
  folderId: number | null;
}

const keyOf = (fullPath: string) => fullPath.replace(/^\/files\//, '');

export async function listImages(ctx: LibraryContext, q: MediaListQuery) {
  allow(ctx, 'CanRead');
  return imagePage(ctx.db, q);
}

export async function listDocuments(ctx: LibraryContext, q: MediaListQuery) {
  allow(ctx, 'CanRead');
  return documentPage(ctx.db, q);
}

/** The images a saved field names, for the editor to show them by name; unknown ids are absent. */
export async function namedImages(ctx: LibraryContext, ids: readonly number[]) {
  allow(ctx, 'CanRead');
  return { List: await imagesById(ctx.db, ids) };
}

export async function namedDocuments(ctx: LibraryContext, ids: readonly number[]) {
  allow(ctx, 'CanRead');
  return { List: await documentsById(ctx.db, ids) };
}

/**
 * Stores the file under a new random name, then records it with its log row; a record that
 * fails leaves no file behind.
 */
async function stored<T>(
  ctx: LibraryContext,
  key: string,
  content: Buffer,
  record: () => Promise<T>,
) {
  await ctx.blobs.put(key, content);
  try {
    return await record();
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
}

export async function uploadImage(ctx: LibraryContext, upload: Upload) {
  allow(ctx, 'CanCreate');
  if (upload.folderId !== null) await requireFolder(ctx, upload.folderId, 'image');
  const checked = await checkImageUpload(upload.name, upload.content);
  const key = `${IMAGE_FOLDER}/${randomUUID()}.${checked.extension}`;
  return stored(ctx, key, upload.content, () =>
    refusingBrokenReferences(() =>
      ctx.db.transaction(async (tx) => {
        const image = await insertImage(tx, {
          folderId: upload.folderId,
          path: IMAGE_FOLDER,
          imageName: checked.name,
          imagePath: `/files/${key}`,
          contentType: checked.contentType,
          width: checked.width,
          height: checked.height,
        });
        await insertChanges(tx, [
          libraryChange(ctx, {
            entityName: 'Image',
            entityId: image.ImageId,
            entityTitle: image.ImageName,
            action: 'Created',
          }),
        ]);
        return image;
      }),
    ),
  );
}

export async function uploadDocument(ctx: LibraryContext, upload: Upload) {
  allow(ctx, 'CanCreate');
  if (upload.folderId !== null) await requireFolder(ctx, upload.folderId, 'document');
  const checked = await checkDocumentUpload(upload.name, upload.content);
  const key = `${DOCUMENT_FOLDER}/${randomUUID()}.${checked.extension}`;
  return stored(ctx, key, upload.content, () =>
    refusingBrokenReferences(() =>
      ctx.db.transaction(async (tx) => {
        const document = await insertDocument(tx, {
          folderId: upload.folderId,
          documentName: checked.name,
          documentPath: `/files/${key}`,
          contentType: checked.contentType,
        });
        await insertChanges(tx, [
          libraryChange(ctx, {
            entityName: 'Document',
            entityId: document.DocumentId,
            entityTitle: document.DocumentName,
            action: 'Created',
          }),
        ]);
        return document;
      }),
    ),
  );
}

/** Deletes an image no product, category, section or model uses; its file goes after commit. */
export async function removeImage(ctx: LibraryContext, imageId: number): Promise<void> {
  allow(ctx, 'CanDelete');
  const image = await imageById(ctx.db, imageId);
  if (!image) throw new NotFound('Image not found');
  await refusingBrokenReferences(() =>
    ctx.db.transaction(async (tx) => {
      const uses = await imageUses(tx, imageId);
      if (uses.length > 0) throw new Conflict(MediaMessage.inUse('image', uses));
      await deleteImage(tx, imageId);
      await insertChanges(tx, [
        libraryChange(ctx, {
          entityName: 'Image',
          entityId: imageId,
          entityTitle: image.ImageName,
          action: 'Deleted',
        }),
      ]);
    }),
  );
  await ctx.blobs.delete(keyOf(image.FullPath));
}

export async function removeDocument(ctx: LibraryContext, documentId: number): Promise<void> {
  allow(ctx, 'CanDelete');
  const document = await documentById(ctx.db, documentId);
  if (!document) throw new NotFound('Document not found');
  await refusingBrokenReferences(() =>
    ctx.db.transaction(async (tx) => {
      const uses = await documentUses(tx, documentId);
      if (uses.length > 0) throw new Conflict(MediaMessage.inUse('document', uses));
      await deleteDocument(tx, documentId);
      await insertChanges(tx, [
        libraryChange(ctx, {
          entityName: 'Document',
          entityId: documentId,
          entityTitle: document.DocumentName,
          action: 'Deleted',
        }),
      ]);
    }),
  );
  await ctx.blobs.delete(keyOf(document.FullPath));
}
