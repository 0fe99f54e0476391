import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed, type OneTimeBody } from '../../lib/compressed-send.ts';

/**
 * A page of search results as it goes out: the JSON, and each compressed form made when a
 * client first asks for it. Kept in the search cache, a repeated search costs no
 * serialising and no compressing; most searches are asked once, so a page is compressed
 * only in the encoding its client accepts.
 */
export interface SearchBody extends OneTimeBody {
  etag: string;
}

export function toSearchBody(page: unknown): SearchBody {
  const identity = Buffer.from(JSON.stringify(page), 'utf8');
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  return { identity, etag };
}

/** Sends a page; a `personal` one (a customer's own numbers) is kept by no shared cache. */
export function sendSearchBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SearchBody,
  personal = false,
): FastifyReply {
  reply
    .header('vary', 'accept-encoding')
    .header('etag', body.etag)
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  return sendCompressed(request, reply, body);
}
