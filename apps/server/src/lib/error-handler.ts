import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isLostDatabase } from '../db/lost-database.ts';
import { DomainError, ValidationFailed } from './errors.ts';
import { withSecurityHeaders } from './security-headers.ts';

/** While the database restarts (decision 102): nothing was done, the same request may follow. */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

// Text PostgreSQL cannot store (U+0000, broken UTF-8) that slipped past the request guards.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Whether PostgreSQL refused the text, also when the ORM wrapped its error as the cause. */
const isUnstorableText = (error: FastifyError): boolean =>
  [error.code, (error.cause as { code?: unknown } | undefined)?.code].some(
    (code) => typeof code === 'string' && UNSTORABLE_TEXT.has(code),
  );

/** Fastify's own refusals, in our words (it names its internals otherwise). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not validly encoded.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

const clientErrorMessage = (error: FastifyError, request: FastifyRequest): string => {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const type = String(request.headers['content-type']).slice(0, 100);
    return `Content type ${type} is not accepted here.`;
  }
  return frameworkMessages[error.code] ?? error.message;
};

/**
 * Answers the errors Fastify raises before routing (a badly encoded or over-long address)
 * in the envelope; its default is a body of its own shape.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return withSecurityHeaders(reply)
    .code(status)
    .send({ Successful: false, Message: clientErrorMessage(error, request) });
}

/** Every failure leaves as { Successful: false, Message }; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        (errors[field] ??= []).push(issue.message ?? 'is invalid');
      }
      const [field, messages] = Object.entries(errors)[0] ?? ['request', ['is invalid']];
      const message = `${field}: ${messages[0]}`;
      return reply.code(400).send({ Successful: false, Message: message, Errors: errors });
    }
    if (error instanceof ValidationFailed) {
      return reply
        .code(400)
        .send({ Successful: false, Message: error.message, Errors: error.errors });
    }
    if (error instanceof DomainError) {
      return reply.code(error.statusCode).send({ Successful: false, Message: error.message });
    }
    if (isUnstorableText(error)) {
      const message = 'The request contains characters that cannot be stored.';
      return reply.code(400).send({ Successful: false, Message: message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ Successful: false, Message: clientErrorMessage(error, request) });
    }
    if (isLostDatabase(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ Successful: false, Message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ Successful: false, Message: 'Something went wrong on our side. Please try again.' });
  });
}
