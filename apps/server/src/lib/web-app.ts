import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed, type OneTimeBody } from './compressed-send.ts';
import { loadPageRenderer, type PageRenderer } from './server-render.ts';
import { styleAttributeSources } from './style-attribute-policy.ts';

export const notFoundBody = { Successful: false, Message: 'Not found' } as const;

/** Hashed bundles never change: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: files under their paths (precompressed siblings `.br`/`.gz` preferred,
 * written by the web build), and every other page address answers index.html for the router.
 */
export function serveWebApp(app: FastifyInstance, distDir: string): void {
  const indexHtml = freshPage(path.join(distDir, 'index.html'));
  const renderer = loadPageRenderer(
    app,
    path.join(distDir, '..', 'dist-ssr', 'entry-server.js'),
  ).catch((error: unknown) => {
    app.log.error({ err: error }, 'the server entry of the web build could not be loaded');
    return null;
  });
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
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || url.startsWith('/api/') || url.startsWith('/files/')) {
      return reply.code(404).send(notFoundBody);
    }
    return sendRenderedPage(request, reply, indexHtml(), await renderer);
  });
}

/** The page as the server renders it, else index.html for the browser to render. */
async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Page,
  render: PageRenderer | null,
): Promise<FastifyReply> {
  const rendered = render ? await render(request, reply) : null;
  if (!rendered) return sendPage(request, reply, shell);
  const body = Buffer.from(
    shell.body.identity
      .toString('utf8')
      // The page's data comes with it: the early reads index.html starts are not needed.
      .replace(/\s*<link [^>]*data-first-read[^>]*>/g, '')
      // The page shows without its scripts: on a slow line its pictures come first.
      .replace(/<script type="module"/g, '<script fetchpriority="low" type="module"')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        // A function, so that '$' in the page is not read as a replacement pattern.
        () =>
          `<div id="root">${rendered.html}</div>` +
          `<script type="application/json" id="server-render">${jsonForScript(rendered.state)}</script>`,
      ),
  );
  // Prices, stock and the cart are the viewer's own: no shared cache keeps the page.
  reply.code(rendered.status).header('cache-control', 'private, no-cache');
  const styleSources = styleAttributeSources(rendered.html);
  const policy = reply.getHeader('content-security-policy');
  if (styleSources && typeof policy === 'string')
    reply.header('content-security-policy', `${policy};${styleSources}`);
  return sendPage(request, reply, {
    body: { identity: body },
    etag: entityTag(body),
    lastModified: null,
  });
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a script element: '<' escaped, so no text in it can close the element. */
const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const entityTag = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

interface Page {
  body: OneTimeBody;
  etag: string;
  /** Null for a page rendered for this request. */
  lastModified: string | null;
}

/**
 * index.html is revalidated on every visit (it names the current bundles); its entity tag
 * lets an unchanged page answer 304 without a body. HEAD answers the same headers, no body
 * (Node leaves the body of a HEAD answer out; content-length stays the page's).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  reply.type('text/html; charset=utf-8').header('etag', page.etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  if (page.lastModified) reply.header('last-modified', page.lastModified);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (request.method === 'HEAD') {
    // Compression would change the length; monitoring wants the page's own.
    return reply.header('content-length', page.body.identity.length).send();
  }
  return sendCompressed(request, reply, page.body);
}

/** A page read again whenever it changes on disk (a rebuild while running). */
function freshPage(file: string): () => Page {
  let mtimeMs = -1;
  let page: Page = {
    body: { identity: Buffer.alloc(0) },
    etag: '""',
    lastModified: new Date(0).toUTCString(),
  };
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs !== mtimeMs) {
      const body = fs.readFileSync(file);
      page = {
        body: { identity: body },
        etag: entityTag(body),
        lastModified: stat.mtime.toUTCString(),
      };
      mtimeMs = stat.mtimeMs;
    }
    return page;
  };
}
