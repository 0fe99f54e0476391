import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * What the portal's pages may load: only their own scripts, styles, frames, workers and
 * connections; images also as data: URIs (Bootstrap's icons, the blank favicon). No inline
 * script or style; style properties set through the CSSOM (React's style prop) are not inline
 * styles and pass (docs/decisions/105).
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  // Only the portal's own pages may frame a page (checkout frames the card fields).
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'worker-src': ["'self'"],
};

/**
 * Helmet's headers for that policy, worked out once on a response of our own: they are the same
 * for every answer, and running Helmet per request costs the server 10 µs (docs/decisions/105).
 */
function helmetHeaders(): OutgoingHttpHeaders {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    // The portal also runs on plain http (development, a TLS proxy in front): no upgrades here.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })(probe.req, probe, () => undefined);
  return probe.getHeaders();
}

const SECURITY_HEADERS = helmetHeaders();

/**
 * Security headers on every answer, pages, files and API alike: Helmet's set with the policy
 * above. A route may replace one with its own (the card fields page has a stricter policy).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

/** The same headers on an answer Fastify gives before any hook runs (an unroutable address). */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(SECURITY_HEADERS);
}
