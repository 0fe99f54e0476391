import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * A finished JSON response kept in a cache: encoded and compressed once when filled, so a hit
 * costs no serialising, no UTF-8 encoding and no compression.
 */
export interface CachedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export async function toCachedBody(json: string): Promise<CachedBody> {
  const identity = Buffer.from(json, 'utf8');
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 6 }),
    // Quality 5 compresses about as well as gzip 9 at a fraction of brotli's default cost.
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ]);
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 22);
  return { identity, gzip: gz, br, etag: `"${hash}"` };
}

/** The best encoding the client accepts among br, gzip and none (q=0 means refused). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (token && !refused) accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
): FastifyReply {
  reply
    .header('vary', 'accept-encoding')
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // A Buffer is written as is: no serializer runs for it.
  return reply.send(encoding === 'identity' ? body.identity : body[encoding]);
}

/** A catalogue read: the envelope ready to send, or the Exception of an unsuccessful one. */
export type CatalogAnswer = { body: CachedBody } | { exception: string };

/** Sends the body, or the spec's unsuccessful envelope with 404. */
export function sendCatalogAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CatalogAnswer,
): FastifyReply {
  if ('body' in answer) return sendCachedBody(request, reply, answer.body);
  return reply.code(404).send({ Successful: false, Data: null, Exception: answer.exception });
}
