import type { FastifyRequest } from 'fastify';

const LOOPBACK_ADDRESS =
  /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const LOOPBACK_HOST =
  /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * A caller on this machine, talking to it by a loopback name: no proxy in between (a local
 * proxy would relay outside callers from 127.0.0.1, but says so in X-Forwarded-For), and no
 * foreign host name (a page of another site whose name was rebound to 127.0.0.1).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK_ADDRESS.test(address) && LOOPBACK_HOST.test(headers.host ?? '');
}
