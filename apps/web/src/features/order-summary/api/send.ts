import type { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import type { Schemas } from '../../../api/schemas.ts';

const loadSchemas = (): Promise<Schemas> =>
  import('../../../api/schemas.ts').then((m) => m.schemas);

/** POST a JSON or form body; the answer is checked against the shared schema. */
export async function send<T>(
  url: string,
  body: FormData | object | undefined,
  pick: (schemas: Schemas) => z.ZodType<T>,
): Promise<T> {
  const schemasLoading = loadSchemas();
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers:
        isForm || body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
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
