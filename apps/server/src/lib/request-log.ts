import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * A request as the log shows it: the path without its query string, since queries carry
 * secrets (the reset page's `code`, tokens, keys, `to` addresses) that a log must not keep.
 */
export function requestForLog(request: FastifyRequest) {
  const url = request.url;
  const query = url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? url : url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with requests logged by `requestForLog`. */
export function withRequestLog(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
