import { mediaFolder, type MediaFolder, type MediaKind } from '@portal/domain';
import { z } from 'zod';
import { callAccount } from '../../api/accounts/account-http.ts';

const done = z.object({ Successful: z.literal(true) });

const plural: Record<MediaKind, 'images' | 'documents'> = {
  image: 'images',
  document: 'documents',
};

/** PUT /api/media/folders/{id}: a new name beside the same folders. */
export const renameMediaFolder = (folderId: number, name: string): Promise<MediaFolder> =>
  callAccount('PUT', `/media/folders/${folderId}`, mediaFolder, { body: { FolderName: name } });

/** PUT /api/media/folders/{id}: into another folder, or (null) to the top. */
export const moveMediaFolder = (folderId: number, parentId: number | null): Promise<MediaFolder> =>
  callAccount('PUT', `/media/folders/${folderId}`, mediaFolder, {
    body: { ParentFolderId: parentId },
  });

/** DELETE /api/media/folders/{id}: 409 unless it holds no files and no folders. */
export const deleteMediaFolder = (folderId: number) =>
  callAccount('DELETE', `/media/folders/${folderId}`, done);

/** DELETE /api/media/images|documents/{id}: 409, saying where, while something uses it. */
export const deleteMediaFile = (kind: MediaKind, fileId: number) =>
  callAccount('DELETE', `/media/${plural[kind]}/${fileId}`, done);
