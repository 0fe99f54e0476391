import { z } from 'zod';
import { AccountCallError } from '../../../api/accounts/account-http.ts';

/** What a refused save says: a conflict, field messages, or a message alone. */
export interface SaveRefusal {
  kind: 'conflict' | 'invalid' | 'forbidden' | 'failed';
  message: string;
  /** Messages by EntityPropertyName (400). */
  errors: Record<string, string[]>;
}

const refusalBody = z.object({
  Message: z.string().optional(),
  Errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A failed PUT, POST or DELETE as the editor shows it. */
export function saveRefusal(error: unknown): SaveRefusal {
  const message = error instanceof Error && error.message ? error.message : 'The save failed.';
  if (!(error instanceof AccountCallError)) return { kind: 'failed', message, errors: {} };
  const body = refusalBody.safeParse(error.body);
  const errors = body.success ? (body.data.Errors ?? {}) : {};
  const kind =
    error.status === 409
      ? 'conflict'
      : error.status === 400
        ? 'invalid'
        : error.status === 403
          ? 'forbidden'
          : 'failed';
  return { kind, message, errors };
}
