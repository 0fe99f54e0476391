import {
  AccountMessage,
  canUseModule,
  ChangeRequestMessage,
  ModuleId,
  type Site,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { optionalViewer, type Viewer } from '../../lib/session.ts';
import type { SiteService } from '../site/service.ts';

/** Deciding requests is the ChangeRequests module's execute flag (decision 179). */
export const isReviewer = (viewer: Viewer): boolean =>
  canUseModule(viewer.effectivePermissions, ModuleId.ChangeRequests, 'execute');

/**
 * Who may use change requests at all: a session on a site that takes them (sessions belong to
 * their site, decision 070) and the ChangeRequests module's read flag. Answers the site the
 * call was made on, which a proposal keeps so that its mails link back there.
 */
export async function changeRequestUser(
  request: FastifyRequest,
  sites: Pick<SiteService, 'forHost'>,
): Promise<{ viewer: Viewer; site: Site }> {
  const viewer = await optionalViewer(request);
  if (!viewer) throw new Unauthorized(AccountMessage.signInRequired);
  const site = await sites.forHost(request.hostname);
  if (!site.EnableChangeRequest) throw new Forbidden(ChangeRequestMessage.siteWithout);
  if (!canUseModule(viewer.effectivePermissions, ModuleId.ChangeRequests, 'read'))
    throw new Forbidden(ChangeRequestMessage.denied);
  return { viewer, site };
}

/** A route's onRequest: who may not use change requests is told so before their input is read. */
export const changeRequestGate =
  (sites: Pick<SiteService, 'forHost'>) =>
  async (request: FastifyRequest): Promise<void> => {
    await changeRequestUser(request, sites);
  };
