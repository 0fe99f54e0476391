import type { z } from 'zod';
import { callAccount } from './accounts/account-http.ts';
import type { QueryValue } from './http-client.ts';
import { withFailureText } from './request-failure.ts';

/** A GET of the Orders or Inquiries areas, checked with the shared schema. */
export const getOrderArea = <T>(
  path: string,
  schema: z.ZodType<T>,
  options: { query?: Record<string, QueryValue>; signal?: AbortSignal } = {},
): Promise<T> => withFailureText(callAccount('GET', path, schema, options));

/** A POST of a JSON body to the Orders or Inquiries areas, checked with the shared schema. */
export const postOrderArea = <T>(path: string, schema: z.ZodType<T>, body: unknown): Promise<T> =>
  withFailureText(callAccount('POST', path, schema, { body }));
