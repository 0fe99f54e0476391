import type { Envelope } from '@portal/domain';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { requestFetch } from './request-fetch.ts';
import type { Schemas } from './schemas.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type PickSchema<T> = (schemas: Schemas) => z.ZodType<T>;

const loadSchemas = (): Promise<Schemas> => import('./schemas.ts').then((m) => m.schemas);

/** Builds `/api/...?a=b`, leaving out empty query values. */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function failureMessage(schemas: Schemas, body: unknown, status: number): string {
  const error = schemas.apiError.safeParse(body);
  if (error.success) return error.data.Message;
  if (body && typeof body === 'object' && 'Exception' in body && typeof body.Exception === 'string')
    return body.Exception;
  return `The server answered ${status}.`;
}

/** GET a JSON resource and check it against the shared schema. */
export async function getJson<T>(
  url: string,
  pick: PickSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const schemasLoading = loadSchemas();
  let response: Response;
  try {
    response = await requestFetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const [body, schemas] = await Promise.all([readJson(response), schemasLoading]);
  if (!response.ok)
    throw new ApiError(response.status, failureMessage(schemas, body, response.status));
  const parsed = pick(schemas).safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}

/** GET a `Successful/Data/Exception` envelope and return its Data; unsuccessful ones throw. */
export async function getEnvelopeData<T>(
  url: string,
  pick: PickSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const body = (await getJson(url, (s) => s.envelope(pick(s)), signal)) as Envelope<T>;
  if (!body.Successful || body.Data === null)
    throw new ApiError(200, body.Exception ?? 'The request was not successful.');
  return body.Data;
}

/**
 * POST a JSON body, a form (files) or nothing, and check the answer against the shared schema.
 * `headers` carries extras such as an order's Idempotency-Key.
 */
export async function postJson<T>(
  url: string,
  body: FormData | object | undefined,
  pick: PickSchema<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const schemasLoading = loadSchemas();
  const isJson = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await requestFetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: isJson ? JSON.stringify(body) : body,
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const [answer, schemas] = await Promise.all([readJson(response), schemasLoading]);
  if (!response.ok) {
    // The POST routes answer failures as { Successful, Message } only.
    const error = schemas.apiError.safeParse(answer);
    throw new ApiError(
      response.status,
      error.success ? error.data.Message : `The server answered ${response.status}.`,
    );
  }
  const parsed = pick(schemas).safeParse(answer);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}
