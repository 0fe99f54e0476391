import { z } from 'zod';

/** The spec's response envelope for catalogue reads: Successful, Data, Exception. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    Successful: z.boolean(),
    Data: data.nullable(),
    Exception: z.string().nullable(),
  });

export type Envelope<T> = { Successful: boolean; Data: T | null; Exception: string | null };

/** Error body of every failed API call. */
export const apiError = z.object({
  Successful: z.literal(false),
  Message: z.string(),
  Errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Exception of a catalogue read answered 404. */
export const CatalogReadException = {
  ProductNotFound: 'Product Not Found',
  CatalogNotFound: 'Catalog Not Found',
  /** The catalogue exists, but the request's site does not offer it. */
  CatalogNotOffered: 'Catalog Not Offered On This Site',
} as const;
