import type { z } from 'zod';
import { ApiError } from '../api-error.ts';
import { apiUrl, type QueryValue } from '../http-client.ts';
import { requestFetch } from '../request-fetch.ts';

/** A refused answer keeps the server's body: the login reads CodeString from it. */
export class AccountCallError extends ApiError {
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(status, message);
    this.name = 'AccountCallError';
    this.body = body;
  }
}

let onSignedOut: () => void = () => {};

/** The session store learns here that the server no longer knows the session (401). */
export const whenSignedOut = (listener: () => void): void => {
  onSignedOut = listener;
};

const messageOf = (body: unknown, status: number): string => {
  if (body && typeof body === 'object') {
    if ('Message' in body && typeof body.Message === 'string' && body.Message) return body.Message;
    if ('Exception' in body && typeof body.Exception === 'string') return body.Exception;
  }
  return `The server answered ${status}.`;
};

interface CallOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** A 401 here is an answer (a refused login), not a lost session. */
  expectUnauthorized?: boolean;
}

/** One account call: the session cookie goes along; the answer is checked with the shared schema. */
export async function callAccount<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await requestFetch(apiUrl(path, options.query), {
      method,
      signal: options.signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && !options.expectUnauthorized) onSignedOut();
    throw new AccountCallError(response.status, messageOf(body, response.status), body);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}
