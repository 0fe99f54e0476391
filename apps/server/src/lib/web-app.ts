import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed, type OneTimeBody } from './compressed-send.ts';
import type { CacheRegistry } from './named-cache.ts';
import { guessesDesktop, loadPageRenderer, type PageRenderer } from './server-render.ts';
import { allowStartAfterLoad, startAfterLoad } from './start-after-load.ts';
import { styleAttributeSources } from './style-attribute-policy.ts';

export const notFoundBody = { Successful: false, Message: 'Not found' } as const;

/** Hashed bundles never change: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app: files under their paths (precompressed siblings `.br`/`.gz` preferred,
 * written by the web build), and every other page address answers index.html for the router.
 */
export function serveWebApp(app: FastifyInstance, distDir: string, caches: CacheRegistry): void {
  const indexHtml = freshPage(path.join(distDir, 'index.html'));
  // A visitor without cookies gets what every such visitor gets: kept as long as the
  // catalogue's answers it was drawn from (decision 148).
  const pages = caches.create<RenderedPage>('rendered-pages', { max: 100, ttlMs: 60_000 });
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
  /**
   * The page every visitor without cookies gets; one not to be kept (an order, a cart, one that
   * gave this visitor a cookie) is this request's own, and a request that waited for it renders
   * its own.
   */
  async function sharedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    compose: () => Promise<RenderedPage | null>,
  ): Promise<RenderedPage | null> {
    const mine: { page?: RenderedPage | null } = {};
    const kept = await pages.load(pageKey(request), async () => {
      const cookies = reply.getHeader('set-cookie');
      const fresh = await compose();
      mine.page = fresh;
      const shared = fresh?.catalogueOnly === true && reply.getHeader('set-cookie') === cookies;
      return shared ? (fresh ?? undefined) : undefined;
    });
    if (kept) return kept;
    return 'page' in mine ? (mine.page ?? null) : compose();
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || url.startsWith('/api/') || url.startsWith('/files/')) {
      return reply.code(404).send(notFoundBody);
    }
    const shell = indexHtml();
    const render = await renderer;
    if (!render) return sendPage(request, reply, shell);
    const compose = () => renderedPage(request, reply, shell, render);
    const page = request.headers.cookie
      ? await compose()
      : await sharedPage(request, reply, compose);
    return page ? sendRenderedPage(request, reply, page) : sendPage(request, reply, shell);
  });
}

interface RenderedPage extends Page {
  status: number;
  catalogueOnly: boolean;
  /** The policy's sources for the page's style attributes, or null. */
  styleSources: string | null;
}

const pageKey = (request: FastifyRequest): string =>
  `${request.host}\n${guessesDesktop(request) ? 'desktop' : 'phone'}\n${request.url}`;

/** The page as the server renders it; null when the browser is to render it. */
async function renderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Page,
  render: PageRenderer,
): Promise<RenderedPage | null> {
  const rendered = await render(request, reply);
  if (!rendered) return null;
  const body = Buffer.from(
    startAfterLoad(shell.body.identity.toString('utf8'))
      // The page's data comes with it: the early reads index.html starts are not needed.
      .replace(/\s*<link [^>]*data-first-read[^>]*>/g, '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      .replace('</head>', () => `${rendered.preloads.map(preloadRead).join('')}</head>`)
      .replace(
        '<div id="root"></div>',
        // A function, so that '$' in the page is not read as a replacement pattern.
        () =>
          `<div id="root">${rendered.html}</div>` +
          `<script type="application/json" id="server-render">${jsonForScript(rendered.state)}</script>`,
      ),
  );
  return {
    body: { identity: body },
    etag: entityTag(body),
    lastModified: null,
    status: rendered.status,
    catalogueOnly: rendered.catalogueOnly,
    styleSources: styleAttributeSources(rendered.html),
  };
}

function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
): FastifyReply {
  // Prices, stock and the cart are the viewer's own: no shared cache keeps the page.
  reply.code(page.status).header('cache-control', 'private, no-cache');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const scripts = allowStartAfterLoad(policy);
    reply.header(
      'content-security-policy',
      page.styleSources ? `${scripts};${page.styleSources}` : scripts,
    );
  }
  return sendPage(request, reply, page);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A large read of the page, fetched as the page loads but after its pictures (low priority);
 * `crossorigin` gives it the mode of the script's own fetch, which then takes this answer.
 */
const preloadRead = (url: string): string =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" fetchpriority="low">`;

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
