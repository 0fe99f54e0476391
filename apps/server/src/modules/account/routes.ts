import {
  AccountMessage,
  apiError,
  changePasswordRequest,
  changePasswordResponse,
  passwordResetRequest,
  plainResult,
  scopeForSite,
  updatePasswordRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { optionalViewer } from '../../lib/session.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import { startSession } from '../auth/start-session.ts';
import { linkOrigin } from '../site/link-origin.ts';
import type { SiteService } from '../site/service.ts';
import type { AccountService } from './service.ts';

const tags = ['account'];

export async function accountRoutes(
  app: FastifyInstance,
  deps: { db: Database; sites: SiteService; accounts: AccountService; options: AccountsOptions },
) {
  const { db, sites, accounts, options } = deps;
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/Account/ResetPassword',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'E-mails a single-use recovery link; the same answer for any address',
        body: passwordResetRequest,
        response: { 200: plainResult, 400: apiError, 429: apiError },
      },
    },
    async (request) => {
      const site = await sites.forHost(request.hostname);
      // A recovery link goes only to a host the site answers to: a forged Host gets no mail.
      const link = await linkOrigin(request, sites, site);
      if (link.asRequested)
        await accounts.requestReset(request.body, site, link.origin, request.ip);
      else request.log.warn({ host: request.host }, 'recovery link refused for unknown host');
      return { Successful: true, Message: AccountMessage.recoveryReceived };
    },
  );

  r.post(
    '/Account/UpdatePassword',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Sets a new password with the code and id of a recovery link',
        body: updatePasswordRequest,
        response: { 200: plainResult, 400: apiError },
      },
    },
    async (request, reply) => {
      await accounts.updatePassword(request.body);
      clearSessionCookie(request, reply);
      return { Successful: true, Message: AccountMessage.passwordChanged };
    },
  );

  r.post(
    '/Account/ChangePassword',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Changes a password with the old one (also when it has expired)',
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, 400: apiError, 401: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      const viewer = await optionalViewer(request);
      const userId = await accounts.changePassword(
        request.body,
        request.ip,
        viewer?.userId ?? null,
      );
      if (!viewer) {
        clearSessionCookie(request, reply);
        return {
          Successful: true as const,
          Message: AccountMessage.passwordChanged,
          SignedIn: false,
        };
      }
      const site = await sites.forHost(request.hostname);
      await startSession(db, options, request, reply, {
        userId,
        site,
        scope: scopeForSite(site.Name),
      });
      return { Successful: true as const, Message: AccountMessage.passwordChanged, SignedIn: true };
    },
  );
}
