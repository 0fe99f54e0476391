import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { ValidationFailed } from '../../lib/errors.ts';

/**
 * A request's schema failure as the spec's messages read: the first message alone (for
 * 'Failed to place order: ' + Message), every message by field in Errors.
 */
export function validationFailed(error: Error & { validation?: FastifySchemaValidationError[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  const first = Object.values(errors)[0]?.[0] ?? error.message;
  return new ValidationFailed(first, errors);
}
