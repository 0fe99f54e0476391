import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, ValidationFailed } from './errors.ts';

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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ Successful: false, Message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ Successful: false, Message: 'Something went wrong on our side. Please try again.' });
  });
}
