import { z } from 'zod';
import { AccountMessage } from './accounts/messages.ts';
import { envelope } from './envelope.ts';
import { booleanFlag, catalogId, positiveId } from './query.ts';

/**
 * The levels the export tool writes (administration and tools §7, plus `series`, the Series
 * tab's level); the path segment is read case-insensitively (`materialGroup`,
 * `customerMaterial`). Decision 166.
 */
export const EXPORT_LEVELS = [
  'category',
  'productclass',
  'manufacturingseries',
  'product',
  'sectiontab',
  'sectiontable',
  'model',
  'series',
  'materialgroup',
  'all',
  'customermaterial',
] as const;
export const exportLevel = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(EXPORT_LEVELS, { message: `level must be one of ${EXPORT_LEVELS.join(', ')}` }),
);
export type ExportLevel = (typeof EXPORT_LEVELS)[number];

/** How a level is named on screen and in file names. */
export const EXPORT_LEVEL_LABEL: Record<ExportLevel, string> = {
  category: 'Category',
  productclass: 'Product Class',
  manufacturingseries: 'Manufacturing Series',
  product: 'Product',
  sectiontab: 'Section Tab',
  sectiontable: 'Section Table',
  model: 'Model',
  series: 'Series',
  materialgroup: 'Material Group',
  all: 'All Categories',
  customermaterial: 'Customer Material Numbers',
};

/** Levels that can hold the whole catalogue: always built in the background. */
export const BACKGROUND_EXPORT_LEVELS: readonly ExportLevel[] = [
  'category',
  'all',
  'customermaterial',
];
/** Any other export holding more rows than this is built in the background too. */
export const DIRECT_EXPORT_MAX_ROWS = 20_000;
/** Exports one user may have waiting or being built at once; more answer 429. */
export const MAX_WAITING_EXPORTS = 3;
/** A direct export's download key works this long; a built file's keys the same. */
export const EXPORT_KEY_MINUTES = 10;
/** A file built in the background stays downloadable this long. */
export const EXPORT_FILE_HOURS = 24;
/** Longest catalogue, series or material-group number an export accepts. */
export const MAX_EXPORT_NUMBER_LENGTH = 40;

export const ExportMessage = {
  denied: AccountMessage.exportDenied,
  notEnabled: 'Export is not enabled on this site.',
  keyNotFound: 'This download link is unknown or has expired. Start the export again.',
  jobNotFound: 'Export not found',
  stillBuilding: 'The export is still being built.',
  customerRequired: 'customerNumber is required to export customer material numbers',
  tooManyWaiting: `You have ${MAX_WAITING_EXPORTS} exports being built. Wait for one to finish, or cancel one.`,
} as const;

/** The id or number each level is exported by. */
export const EXPORT_LEVEL_PARAM = {
  category: 'categoryId',
  productclass: 'productClassId',
  manufacturingseries: 'manufacturingSeriesId',
  product: 'productId',
  sectiontab: 'sectionTabId',
  sectiontable: 'sectionTableId',
  model: 'pcnCatalogNumber',
  series: 'seriesNumber',
  materialgroup: 'materialGroupNumber',
  all: null,
  customermaterial: null,
} as const satisfies Record<ExportLevel, string | null>;

const number = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} is required`)
    .max(MAX_EXPORT_NUMBER_LENGTH, `${name} is at most ${MAX_EXPORT_NUMBER_LENGTH} characters`);

const QUERY_NAMES = [
  'categoryId',
  'productClassId',
  'manufacturingSeriesId',
  'productId',
  'sectionTabId',
  'sectionTableId',
  'pcnCatalogNumber',
  'seriesNumber',
  'materialGroupNumber',
  'ShowPricing',
  'ShowInventory',
  'siteName',
  'customerNumber',
  'catalogId',
  'isPreview',
] as const;
const CANONICAL = new Map(QUERY_NAMES.map((name) => [name.toLowerCase(), name]));

/** Query names are read whatever their case (`showinventory`, `ShowInventory`). */
const canonicalNames = (query: unknown) =>
  query && typeof query === 'object'
    ? Object.fromEntries(
        Object.entries(query).map(([k, v]) => [CANONICAL.get(k.toLowerCase()) ?? k, v]),
      )
    : query;

/** `GET /api/export/{level}` query: the level's id, the switches and the customer. */
export const exportQuery = z.preprocess(
  canonicalNames,
  z.object({
    categoryId: positiveId('categoryId').optional(),
    productClassId: positiveId('productClassId').optional(),
    manufacturingSeriesId: positiveId('manufacturingSeriesId').optional(),
    productId: positiveId('productId').optional(),
    sectionTabId: positiveId('sectionTabId').optional(),
    sectionTableId: positiveId('sectionTableId').optional(),
    pcnCatalogNumber: number('pcnCatalogNumber').optional(),
    seriesNumber: number('seriesNumber').optional(),
    materialGroupNumber: number('materialGroupNumber').optional(),
    ShowPricing: booleanFlag('ShowPricing'),
    ShowInventory: booleanFlag('ShowInventory'),
    siteName: z.string().trim().max(50, 'siteName is at most 50 characters').optional(),
    customerNumber: z
      .string()
      .trim()
      .max(20, 'customerNumber is at most 20 characters')
      .optional()
      .transform((v) => v || undefined),
    catalogId: catalogId.optional(),
    isPreview: booleanFlag('isPreview'),
  }),
);
export type ExportQuery = z.infer<typeof exportQuery>;

export const exportParams = z.object({ level: exportLevel });
export const exportKeyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, ExportMessage.keyNotFound),
});
export const exportJobParams = z.object({ jobId: z.uuid(ExportMessage.jobNotFound) });

export const exportJobStatus = z.enum(['Queued', 'Running', 'Done', 'Failed', 'Cancelled']);
export type ExportJobStatus = z.infer<typeof exportJobStatus>;

/** A spreadsheet built in the background, as its owner follows it. */
export const exportJob = z.object({
  JobId: z.string(),
  Level: z.enum(EXPORT_LEVELS),
  /** What was exported, e.g. 'All Categories' or the product's name. */
  Title: z.string(),
  FileName: z.string(),
  CustomerNumber: z.string().nullable(),
  Status: exportJobStatus,
  RowsWritten: z.number().int(),
  /** Rows the file will hold, once counted. */
  RowsTotal: z.number().int().nullable(),
  CreatedAt: z.string(),
  FinishedAt: z.string().nullable(),
  /** Until when the built file can be downloaded. */
  ExpiresAt: z.string().nullable(),
  /**
   * A download key for the built file: only `GET /api/export/jobs/{jobId}` gives one, once the
   * job is Done (a fresh key each time: ask for it when the user clicks Download). Null in
   * the list.
   */
  Key: z.string().nullable(),
  Error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

/** A file to fetch with `GET /api/export/download/{Key}` before ExpiresAt. */
export const exportTicket = z.object({
  Key: z.string(),
  FileName: z.string(),
  ExpiresAt: z.string(),
});
export type ExportTicket = z.infer<typeof exportTicket>;

/**
 * What `GET /api/export/{level}` answers when it does not send the file itself: a key to
 * download it with, or the background job that builds it.
 */
export const exportStarted = envelope(
  z.discriminatedUnion('Kind', [
    z.object({ Kind: z.literal('key'), Ticket: exportTicket }),
    z.object({ Kind: z.literal('job'), Job: exportJob }),
  ]),
);
export type ExportStarted = z.infer<typeof exportStarted>;

export const exportJobAnswer = envelope(exportJob);
export const exportJobList = envelope(z.array(exportJob));
