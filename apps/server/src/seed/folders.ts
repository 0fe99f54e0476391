import type { document, folder, image } from '../db/schema/index.ts';
import { categoryPlans } from './catalogue-plan.ts';

type FolderRow = typeof folder.$inferInsert;
type ImageRow = typeof image.$inferInsert;
type DocumentRow = typeof document.$inferInsert;

/**
 * The editor pickers' folders: images filed by their blob-store folder ('images/products'
 * becomes a folder 'products'), documents by the category they belong to. Sets folderId on
 * the rows given.
 */
export function fileIntoFolders(
  images: ImageRow[],
  documents: DocumentRow[],
  documentIdsByCategory: ReadonlyMap<string, readonly number[]>,
): FolderRow[] {
  const folders: FolderRow[] = [];
  const add = (kind: 'image' | 'document', folderName: string): number => {
    const folderId = folders.length + 1;
    folders.push({ folderId, kind, folderName, parentFolderId: null });
    return folderId;
  };

  const imageFolders = new Map<string, number>();
  for (const row of images) {
    const name = row.path.replace(/^images\//, '');
    let folderId = imageFolders.get(name);
    if (folderId === undefined) {
      folderId = add('image', name);
      imageFolders.set(name, folderId);
    }
    row.folderId = folderId;
  }

  const documentById = new Map(documents.map((d) => [d.documentId, d]));
  for (const category of categoryPlans) {
    const ids = documentIdsByCategory.get(category.slug) ?? [];
    if (ids.length === 0) continue;
    const folderId = add('document', category.displayName);
    for (const id of ids) {
      const row = documentById.get(id);
      if (row) row.folderId = folderId;
    }
  }
  return folders;
}
