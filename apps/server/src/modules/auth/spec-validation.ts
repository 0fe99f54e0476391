import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../lib/errors.ts';

/** Query keys match whatever case the caller used (PageSize, pageSize, pagesize). */
function queryKeysFolder(keys: readonly string[]): onRequestHookHandler {
  const canonical = new Map(keys.map((k) => [k.toLowerCase(), k]));
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const folded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query))
      folded[canonical.get(key.toLowerCase()) ?? key] = value;
    request.query = folded;
  };
}

/**
 * For the account routes: a failed check answers 400 with the spec's own message as Message
 * (per field in Errors), and only after the access rule has been checked, so that a caller
 * who may not call a route learns nothing from its validation.
 */
export function useSpecValidation(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
    const querystring = route.schema?.querystring as
      { shape?: Record<string, unknown> } | undefined;
    if (querystring?.shape) {
      const fold = queryKeysFolder(Object.keys(querystring.shape));
      const existing = route.onRequest;
      route.onRequest = existing
        ? [fold, ...(Array.isArray(existing) ? existing : [existing])]
        : [fold];
    }
  });
  app.addHook('preHandler', async (request) => {
    const error = request.validationError;
    if (!error) return;
    const errors: Record<string, string[]> = {};
    if (hasZodFastifySchemaValidationErrors(error)) {
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        (errors[field] ??= []).push(issue.message ?? 'is invalid');
      }
    }
    const first = Object.values(errors)[0]?.[0] ?? error.message;
    throw new ValidationFailed(first, errors);
  });
}
