import { z } from 'zod';
import { entityPermission } from './entity.ts';

/**
 * The editor's image and document library (admin §3: Image, Document, Folders): folder trees,
 * keyset pages of files, uploads checked by content (decision 171).
 */
export const mediaKinds = ['image', 'document'] as const;
export const mediaKind = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof mediaKind>;

/** Files on one page of the library. */
export const MEDIA_PAGE_SIZE = 48;
export const MAX_FOLDER_NAME = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A folder with its sub-folders; FileCount counts its own files, not its children's. */
export interface MediaFolder {
  FolderId: number;
  FolderName: string;
  ParentFolderId: number | null;
  FileCount: number;
  children: MediaFolder[];
}
export const mediaFolder: z.ZodType<MediaFolder> = z
  .object({
    FolderId: z.number().int(),
    FolderName: z.string(),
    ParentFolderId: z.number().int().nullable(),
    FileCount: z.number().int(),
    get children() {
      return z.array(mediaFolder);
    },
    // A recursive schema is described once, as a named component of the API's documentation.
  })
  .meta({ id: 'MediaFolder' });

export const mediaFolderTree = z.object({
  List: z.array(mediaFolder),
  /** Files filed under no folder. */
  RootFileCount: z.number().int(),
  /** What the caller may do in the library: the picker offers only those actions. */
  Permission: entityPermission,
});
export type MediaFolderTree = z.infer<typeof mediaFolderTree>;

export const mediaFolderQuery = z.object({ kind: mediaKind });

const folderName = z
  .string()
  .trim()
  .min(1, 'Enter a folder name.')
  .max(MAX_FOLDER_NAME, `A folder name has at most ${MAX_FOLDER_NAME} characters.`)
  .refine((n) => !/[/\\]/.test(n), 'A folder name cannot contain / or \\.');

export const mediaFolderCreate = z.object({
  Kind: mediaKind,
  FolderName: folderName,
  ParentFolderId: id.nullable().default(null),
});
export type MediaFolderCreate = z.infer<typeof mediaFolderCreate>;

/** Rename, move, or both; a null ParentFolderId moves the folder to the top. */
export const mediaFolderUpdate = z.object({
  FolderName: folderName.optional(),
  ParentFolderId: id.nullable().optional(),
});
export type MediaFolderUpdate = z.infer<typeof mediaFolderUpdate>;

export const mediaIdParams = z.object({ id });

export const mediaSorts = ['newest', 'name'] as const;

/** Files of one folder (none: the top level), newest first or by name; `after` = Next. */
export const mediaListQuery = z.object({
  folderId: id.optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(mediaSorts).default('newest'),
  after: z.string().max(400).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(MEDIA_PAGE_SIZE),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/** Files named in one files-by-id call at most. */
export const MAX_MEDIA_IDS = 200;

const fileNumber = z
  .number()
  .int()
  .min(1, 'A file number is 1 or more.')
  .max(2_147_483_647, 'A file number is at most 2147483647.');

/** GET /api/media/images|documents/by-id?ids=36,12: the files a saved field names. */
export const mediaIdsQuery = z.object({
  ids: z
    .string({ message: 'Name the files as numbers separated by commas, such as ids=36,12.' })
    .max(MAX_MEDIA_IDS * 12, `At most ${MAX_MEDIA_IDS} files can be named at once.`)
    .regex(
      /^\d{1,10}(,\d{1,10})*$/,
      'Name the files as numbers separated by commas, such as ids=36,12.',
    )
    .transform((v) => v.split(',').map(Number))
    .pipe(
      z
        .array(fileNumber)
        .max(MAX_MEDIA_IDS, `At most ${MAX_MEDIA_IDS} files can be named at once.`),
    )
    .transform((ids) => [...new Set(ids)]),
});
export type MediaIdsQuery = z.infer<typeof mediaIdsQuery>;

export const libraryImage = z.object({
  ImageId: z.number().int(),
  ImageName: z.string(),
  /** The public URL, under /files/. */
  FullPath: z.string(),
  ContentType: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  FolderId: z.number().int().nullable(),
});
export type LibraryImage = z.infer<typeof libraryImage>;

export const libraryDocument = z.object({
  DocumentId: z.number().int(),
  DocumentName: z.string(),
  FullPath: z.string(),
  ContentType: z.string(),
  FolderId: z.number().int().nullable(),
});
export type LibraryDocument = z.infer<typeof libraryDocument>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    List: z.array(item),
    /** The cursor of the next page, or null on the last. */
    Next: z.string().nullable(),
  });
export const libraryImagePage = page(libraryImage);
export type LibraryImagePage = z.infer<typeof libraryImagePage>;
export const libraryDocumentPage = page(libraryDocument);
export type LibraryDocumentPage = z.infer<typeof libraryDocumentPage>;

/** The files of a files-by-id call, in the order asked; unknown ids are left out. */
export const libraryImageList = z.object({ List: z.array(libraryImage) });
export type LibraryImageList = z.infer<typeof libraryImageList>;
export const libraryDocumentList = z.object({ List: z.array(libraryDocument) });
export type LibraryDocumentList = z.infer<typeof libraryDocumentList>;

/** The image types the library takes, by extension. */
export const LIBRARY_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'] as const;
export const LIBRARY_DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'doc', 'xls'] as const;

export const MediaMessage = {
  imageType: 'Only PNG, JPEG, GIF, WebP and SVG images can be uploaded.',
  documentType: 'Only PDF, Word and Excel documents can be uploaded.',
  svgActive: (name: string) =>
    `${name} contains scripts, event handlers, embedded pages or links to other files, so it ` +
    'cannot be uploaded. Export it again as a plain SVG and upload that.',
  noSize: (name: string) => `The width and height of ${name} cannot be read.`,
  noFile: 'Choose a file to upload.',
  folderNotFound: 'Folder not found',
  folderNotEmpty: 'This folder still holds files or folders; move or delete those first.',
  folderIntoItself: 'A folder cannot be moved into itself or one of its own folders.',
  folderNameTaken: 'A folder of that name is already there; choose another name.',
  folderKind: 'That folder belongs to the other library.',
  inUse: (what: string, where: string[]) =>
    `This ${what} is still used by ${where.join(', ')}; choose another there first.`,
} as const;
