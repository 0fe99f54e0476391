import {
  AccountMessage,
  adSignupRequest,
  apiError,
  challengeQuery,
  challengeResponse,
  loginFailure,
  loginRequest,
  loginResponse,
  plainResult,
  scopeForSite,
  sessionUser,
  signupRequest,
  signupResponse,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { Forbidden } from '../../lib/errors.ts';
import { optionalViewer, requireViewer } from '../../lib/session.ts';
import { clearSessionCookie, readSessionToken } from '../../lib/session-cookie.ts';
import { deleteSessionByDigest, findLiveSession } from '../../lib/session-queries.ts';
import { digestSecret } from '../../lib/session-token.ts';
import { toViewer } from '../../lib/viewer.ts';
import type { SiteService } from '../site/service.ts';
import type { AccountsOptions } from './accounts-options.ts';
import { createLoginService } from './login.ts';
import { toSessionUser } from './session-user.ts';
import { withinLimit } from './login-throttle.ts';
import { createSignupService, TooManyRequests } from './signup.ts';
import { useSpecValidation } from './spec-validation.ts';
import { startSession } from './start-session.ts';

interface AuthDeps {
  db: Database;
  sites: SiteService;
  options: AccountsOptions;
}

const tags = ['authentication'];

export async function authRoutes(app: FastifyInstance, { db, sites, options }: AuthDeps) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logins = createLoginService(db, options, app.log);
  const signups = createSignupService(db, options);

  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    scope?: string,
  ) => {
    const site = await sites.forHost(request.hostname);
    const started = await startSession(db, options, request, reply, {
      userId,
      site,
      scope: scope ?? scopeForSite(site.Name),
    });
    const row = await findLiveSession(db, digestSecret(started.token));
    return { started, user: toSessionUser(toViewer(row!), site) };
  };

  r.post(
    '/Authentication/Login',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Signs in; a new token at every login, also set as an HttpOnly cookie',
        body: loginRequest,
        response: {
          200: loginResponse,
          400: apiError,
          401: loginFailure,
          403: loginFailure,
          429: loginFailure,
        },
      },
    },
    async (request, reply) => {
      const site = await sites.forHost(request.hostname);
      const outcome = await logins.login(request.body, site, request.ip);
      if (!outcome.ok) {
        if (outcome.retryAfterMs !== undefined)
          reply.header('retry-after', Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
        return reply
          .code(outcome.status as 401)
          .send({ Successful: false, Message: outcome.message, CodeString: outcome.code });
      }
      const { started, user } = await signIn(request, reply, outcome.userId, request.body.Scope);
      return {
        Successful: true as const,
        Token: started.token,
        TokenExpiration: user.TokenExpiration,
        Role: user.Role,
        CodeString: user.CodeString,
        User: user,
      };
    },
  );

  r.post(
    '/Authentication/Logout',
    {
      config: { access: 'anonymous' },
      schema: { tags, summary: 'Ends the session', response: { 200: plainResult } },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await deleteSessionByDigest(db, digestSecret(token));
      clearSessionCookie(request, reply);
      return { Successful: true, Message: 'Signed out' };
    },
  );

  const me = async (request: FastifyRequest) =>
    toSessionUser(await requireViewer(request), await sites.forHost(request.hostname));
  for (const path of ['/User/me', '/Security/GetCurrentUser']) {
    r.get(
      path,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'The signed-in user; 401 when signed out',
          response: { 200: sessionUser, 401: apiError },
        },
      },
      me,
    );
  }

  r.get(
    '/Authentication/Challenge',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'A bot-check challenge for sign-up and recovery',
        querystring: challengeQuery,
        response: { 200: challengeResponse, 429: apiError },
      },
    },
    async (request, reply) => {
      // Without a limit a script could stock up challenges for a burst of sign-ups.
      const key = `challenge:ip:${request.ip}`;
      if (!(await withinLimit(options, key, options.limits.challengePerAddress)))
        throw new TooManyRequests();
      const issued = await options.botCheck.issue(request.query.action);
      reply.header('cache-control', 'no-store');
      return {
        Challenge: issued.challenge,
        ExpiresAt: Math.floor(issued.expiresAt.getTime() / 1000),
      };
    },
  );

  r.post(
    '/Authentication/Signup',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Creates an account: in at once with an invitation code, else pending approval',
        body: signupRequest,
        response: {
          200: signupResponse,
          400: apiError,
          403: apiError,
          409: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const site = await sites.forHost(request.hostname);
      const created = await signups.signup(request.body, site, request.ip);
      return answerSignup(request, reply, created);
    },
  );

  r.post(
    '/Authentication/AdSignup',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'A directory user without e-mail completes the sign-up (no password)',
        body: adSignupRequest,
        response: {
          200: signupResponse,
          400: apiError,
          401: apiError,
          403: apiError,
          429: apiError,
        },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      if (viewer.authProvider !== 'AD') throw new Forbidden(AccountMessage.directorySignupOnly);
      const site = await sites.forHost(request.hostname);
      const created = await signups.directorySignup(viewer.userId, request.body, site, request.ip);
      return answerSignup(request, reply, created);
    },
  );

  async function answerSignup(
    request: FastifyRequest,
    reply: FastifyReply,
    created: { userId: number; signedIn: boolean },
  ) {
    if (created.signedIn) {
      const { started, user } = await signIn(request, reply, created.userId);
      return {
        Successful: true as const,
        Message: AccountMessage.userCreated,
        SignedIn: true,
        Token: started.token,
        TokenExpiration: user.TokenExpiration,
      };
    }
    // Pending approval: whoever signed up is signed out.
    if (await optionalViewer(request)) {
      const token = readSessionToken(request);
      if (token) await deleteSessionByDigest(db, digestSecret(token));
    }
    clearSessionCookie(request, reply);
    return {
      Successful: true as const,
      Message: AccountMessage.userCreated,
      SignedIn: false,
      Token: null,
      TokenExpiration: null,
    };
  }
}
