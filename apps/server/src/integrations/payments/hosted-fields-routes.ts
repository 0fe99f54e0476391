import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { CARD_FIELDS_STYLE, cardFieldsPage } from './card-fields-page.ts';
import { CARD_FIELDS_SCRIPT } from './card-fields-script.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { authorizeRequest, tokenizeRequest, type GatewayResult } from './sandbox-requests.ts';

const pageQuery = z.object({
  token: z.string().max(300).default(''),
  origin: z
    .string()
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i)
    .optional()
    .catch(undefined),
});

const hidden = { schema: { hide: true } };

// Never echo what was sent: a tokenise request carries a card number and its CVV.
function answer<T>(reply: FastifyReply, result: GatewayResult<T>) {
  if (result.ok) return reply.header('cache-control', 'no-store').send(result.value);
  return reply.code(400).send({ message: result.message, field: result.field });
}

const badRequest = { message: 'The request is not a valid payment request.' };

/** The sandbox provider's own pages and calls, served under /payment-gateway (not /api). */
export function hostedFieldsRoutes(gateway: SandboxGateway): FastifyPluginAsync {
  return async (app) => {
    app.get('/card-fields', hidden, async (request, reply) => {
      const query = pageQuery.parse(request.query);
      const parentOrigin = query.origin ?? `${request.protocol}://${request.host}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; ` +
            // Only a page of the portal itself may frame the card fields (no clickjacking).
            `form-action 'none'; base-uri 'none'; frame-ancestors 'self'`,
        )
        .send(cardFieldsPage(query.token, parentOrigin));
    });

    app.get('/card-fields.css', hidden, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(CARD_FIELDS_STYLE),
    );

    app.get('/card-fields.js', hidden, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(CARD_FIELDS_SCRIPT),
    );

    app.post('/tokenize', hidden, async (request, reply) => {
      const parsed = tokenizeRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(badRequest);
      return answer(reply, gateway.tokenize(parsed.data));
    });

    app.post('/authorize', hidden, async (request, reply) => {
      const parsed = authorizeRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send(badRequest);
      return answer(reply, gateway.authorize(parsed.data));
    });
  };
}
