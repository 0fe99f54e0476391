import type { Site } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { SiteService } from './service.ts';

/** A Host value that is a host name or bracketed IPv6 address and an optional port, nothing else. */
const HOST_AND_PORT = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export interface LinkOrigin {
  /** `scheme://host[:port]`, without a trailing slash. */
  origin: string;
  /** Whether the request named one of the site's own host names (else: the fallback). */
  asRequested: boolean;
}

/**
 * Where links in the mail a request causes point: the origin the browser used, i.e. the scheme,
 * host and port of the request (X-Forwarded-Proto and -Host count only from a proxy TRUST_PROXY
 * believes: Fastify's request.protocol and request.host). A host no site answers to, or a Host
 * that is more than host[:port] (`parts.localhost:80@evil.example`), cannot put its address into
 * a mail: the link takes the site's own host name instead, with the request's scheme and port
 * (docs/decisions/107).
 */
export async function linkOrigin(
  request: FastifyRequest,
  sites: SiteService,
  site: Site,
): Promise<LinkOrigin> {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const [, name, port] = HOST_AND_PORT.exec(request.host) ?? [];
  const given = name?.toLowerCase();
  const named = given
    ? await sites.byHostName(given).then(
        (found) => found.SiteId === site.SiteId,
        () => false,
      )
    : false;
  const host = named ? given : ((await sites.hostNames(site))[0] ?? 'localhost');
  return { origin: `${scheme}://${host}${port ? `:${port}` : ''}`, asRequested: named };
}
