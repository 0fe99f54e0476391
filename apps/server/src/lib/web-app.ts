import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const notFoundBody = { Successful: false, Message: 'Not found' } as const;

/** Hashed bundles never change: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: files under their paths (precompressed siblings `.br`/`.gz` preferred,
 * written by the web build), and every other page address answers index.html for the router.
 */
export function serveWebApp(app: FastifyInstance, distDir: string): void {
  const indexHtml = freshPage(path.join(distDir, 'index.html'));
  void app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // `send` would write its own `public, max-age=0` over the header set here.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Files outside assets/ keep their names across builds: revalidated on every use.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || url.startsWith('/api/') || url.startsWith('/files/')) {
      return reply.code(404).send(notFoundBody);
    }
    return sendPage(request, reply, indexHtml());
  });
}

interface Page {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * index.html is revalidated on every visit (it names the current bundles); its entity tag
 * lets an unchanged page answer 304 without a body. HEAD answers the same headers, no body
 * (Node leaves the body of a HEAD answer out; content-length stays the page's).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('last-modified', page.lastModified);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (request.method === 'HEAD') {
    // Compression would change the length; monitoring wants the page's own.
    return reply.header('content-length', page.body.length).send();
  }
  return reply.send(page.body);
}

/** A page read again whenever it changes on disk (a rebuild while running). */
function freshPage(file: string): () => Page {
  let mtimeMs = -1;
  let page: Page = { body: Buffer.alloc(0), etag: '""', lastModified: new Date(0).toUTCString() };
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs !== mtimeMs) {
      const body = fs.readFileSync(file);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      page = { body, etag: `"${hash}"`, lastModified: stat.mtime.toUTCString() };
      mtimeMs = stat.mtimeMs;
    }
    return page;
  };
}
