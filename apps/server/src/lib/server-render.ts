import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web build's server entry (apps/web/src/ssr/entry-server.tsx) answers. */
interface RenderedPage {
  html: string;
  state: unknown;
  /** Addresses of the page's reads that come beside it, for the page to preload. */
  preloads: string[];
  title: string;
  status: number;
  /** The same page for every visitor without cookies (the catalogue's pages). */
  catalogueOnly: boolean;
}

interface ServerEntry {
  renderPage(request: {
    url: string;
    fetch: typeof fetch;
    isDesktop: boolean;
  }): Promise<RenderedPage | null>;
}

export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RenderedPage | null>;

/** A page that takes longer is left to the browser to render. */
const RENDER_TIMEOUT_MS = 3_000;

/**
 * The parts site's pages rendered on the server from the same components and data the browser
 * uses, so a phone paints the page before its scripts have loaded (decision 148). Null when the
 * web build has no server entry.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string,
): Promise<PageRenderer | null> {
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      const rendered = entry.renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        fetch: askOwnApi(app, request, reply),
        isDesktop: guessesDesktop(request),
      });
      return await Promise.race([rendered, timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Not a phone: Chromium's mobile hint, else the user agent's 'Mobile' token (Safari, Firefox). */
export function guessesDesktop(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return false;
  if (hint === '?0') return true;
  return !/\bMobile\b/.test(request.headers['user-agent'] ?? '');
}

/**
 * A fetch for the render's reads, answered by this server in-process as if the browser had
 * asked: its cookies, host and address. Only reads: a render never changes anything. Cookies
 * an answer sets (a new guest cart) go out with the page.
 */
function askOwnApi(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): typeof fetch {
  const pass = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? { [name]: value } : {};
  };
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A server render may only read; it tried ${method}.`);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        host: request.host,
        accept: 'application/json',
        ...pass('cookie'),
        ...pass('user-agent'),
        ...pass('accept-language'),
      },
    });
    const cookies = answer.headers['set-cookie'];
    // A render past its time goes on reading after the page has gone out without it.
    if (!reply.sent)
      for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : [])
        void reply.header('set-cookie', cookie);
    const headers = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
