import { z } from 'zod';

export const cacheEntry = z.object({ Name: z.string(), EntryCount: z.number().int() });
export type CacheEntry = z.infer<typeof cacheEntry>;

export const cacheNameParams = z.object({
  name: z.string().trim().min(1, 'Cache name is required').max(100, 'Cache name is too long'),
});

export const cacheCleared = z.object({ Successful: z.literal(true), Name: z.string() });
