import type { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import type { Schemas } from '../../../api/schemas.ts';

const loadSchemas = (): Promise<Schemas> =>
  import('../../../api/schemas.ts').then((m) => m.schemas);

/** POST a JSON body and check the answer against the shared schema; failures throw ApiError. */
export async function postJson<T>(
  url: string,
  body: unknown,
  pick: (schemas: Schemas) => z.ZodType<T>,
  headers: Record<string, string> = {},
): Promise<T> {
  const schemasLoading = loadSchemas();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check your connection.');
  }
  const json: unknown = await response.json().catch(() => null);
  const schemas = await schemasLoading;
  if (!response.ok) {
    const error = schemas.apiError.safeParse(json);
    throw new ApiError(
      response.status,
      error.success ? error.data.Message : `The server answered ${response.status}.`,
    );
  }
  const parsed = pick(schemas).safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer.');
  return parsed.data;
}
