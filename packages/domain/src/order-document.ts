import { z } from 'zod';

/** Largest file one upload may carry: 15 MB. */
export const MAX_UPLOAD_BYTES = 15_728_640;
export const FILE_TOO_LARGE_MESSAGE = 'The file size exceeds the maximum of 15mb';
export const FILE_TYPE_MESSAGE = 'Only PDF, CSV, Word, Excel and image files can be uploaded.';

/** Files one order may hold, counted as uploaded (a clipped document counts its parts). */
export const MAX_ORDER_FILES = 20;
/** Bytes those files may add up to: 60 MB, four files at the 15 MB maximum. */
export const MAX_ORDER_BYTES = 62_914_560;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Refusal of an upload that would take an order (or an inquiry) over MAX_ORDER_FILES. */
export const orderFilesMessage = (held: number, holder = 'order'): string =>
  `An ${holder} can hold at most ${MAX_ORDER_FILES} files and this one has ${held}: ` +
  (held >= MAX_ORDER_FILES
    ? 'delete some before uploading more.'
    : `upload at most ${MAX_ORDER_FILES - held} more.`);

/** Refusal of an upload that would take an order (or an inquiry) over MAX_ORDER_BYTES. */
export const orderBytesMessage = (held: number, adding: number, holder = 'order'): string =>
  `An ${holder} can hold at most ${megabytes(MAX_ORDER_BYTES)} of files and this one has ` +
  `${megabytes(held)}: these files (${megabytes(adding)}) do not fit. ` +
  'Delete some files or upload smaller ones.';

/** Refusal once a client address has uploaded its hourly share of files. */
export const uploadsPerHourMessage = (limit: number): string =>
  `Too many files were uploaded from your connection in the last hour (at most ${limit}). ` +
  'Please try again later.';

/** What the file picker offers; the server checks the content, not the name. */
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  'pdf',
  'csv',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
] as const;

/** ManageDocuments levels of a site: 0 none, 1 view, 2 upload, 3 manage. */
export const DocumentLevel = { None: 0, View: 1, Upload: 2, Manage: 3 } as const;

/** A file an order or an inquiry holds. */
export const storedDocumentInfo = z.object({
  Id: z.number().int(),
  Name: z.string(),
  FileExtension: z.string(),
  CreateDate: z.string(),
  /** Size in bytes (shown in kb). */
  Size: z.number().int(),
});

export const orderDocument = storedDocumentInfo.extend({
  /** How many documents were clipped into this one (1 when it was never clipped). */
  SectionCount: z.number().int(),
  Selected: z.boolean(),
});
export type OrderDocument = z.infer<typeof orderDocument>;

export const documentIdParams = z.object({
  id: z.coerce
    .number({ error: 'Document id must be a number' })
    .int('Document id must be a whole number')
    .positive('Document id must be a positive number')
    .max(2_147_483_647, 'Document id is too large'),
});

/** Guests name the order a document belongs to by its PublicKey. */
export const documentAccessQuery = z.object({
  order: z.string().trim().max(64, 'order is too long').optional(),
});

export const clipDocumentsBody = z.object({
  documentIds: z
    .array(z.number().int().positive(), { error: 'documentIds is required' })
    .min(2, 'Select more than one PDF document to clip')
    .max(50, 'At most 50 documents can be clipped at once'),
});

export const documentDeleted = z.object({ Successful: z.literal(true) });
