import { z } from 'zod';

export const acceptanceDocument = z.object({
  SiteDocumentId: z.number().int(),
  DocumentName: z.string(),
  /** Load the file from /d/{DocumentUrl}. */
  DocumentUrl: z.string(),
  /** Whether the user has accepted it before; the list holds only documents still to accept. */
  Read: z.boolean(),
});
export type AcceptanceDocument = z.infer<typeof acceptanceDocument>;

export const acceptanceRecord = z.object({
  SiteDocumentId: z.number().int().positive().max(2_147_483_647),
  Accepted: z.boolean(),
});
export type AcceptanceRecord = z.infer<typeof acceptanceRecord>;

/** POST /Authentication/AcceptanceDocuments body: one record per listed document. */
export const acceptanceRequest = z.array(acceptanceRecord).min(1).max(50);

export const acceptanceResponse = z.object({
  /** True when every document of the site is accepted: the session is complete. */
  Accepted: z.boolean(),
});
export type AcceptanceResponse = z.infer<typeof acceptanceResponse>;

export const documentUrlParams = z.object({
  documentUrl: z
    .string()
    .max(200)
    .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'documentUrl must be a document file name'),
});
