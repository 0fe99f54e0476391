/**
 * Who is calling, and whether they may. Every /api route declares `config.access` (registering
 * one without a rule fails at start-up); this plugin resolves the viewer from the HttpOnly
 * session cookie or `Authorization: Bearer` only when a rule needs it, and answers 401/403
 * before the handler runs. A session counts only on the site it was created on.
 *
 * For other modules:
 *   r.get('/orders', { config: { access: { module: ModuleId.Orders, action: 'read' } } }, ...)
 *   const viewer = await requireViewer(request);        // 401 when signed out
 *   const viewer = await optionalViewer(request);       // null when signed out
 *   visibleCustomerNumbers(viewer) / visibleSalesRepNumbers(viewer)   // 'all' for admins
 *   onSignIn(app, async ({ request, reply, userId, siteId }) => ...)  // e.g. merge a guest cart
 */
import {
  canUseModule,
  isCustomerAdmin,
  AccountMessage,
  type ModuleAction,
  type ModuleIdValue,
  type RoleName,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Database } from '../db/client.ts';
import type { SiteService } from '../modules/site/service.ts';
import { Forbidden, Unauthorized } from './errors.ts';
import { readSessionToken } from './session-cookie.ts';
import { findLiveSession, touchSession } from './session-queries.ts';
import { digestSecret } from './session-token.ts';
import { toViewer, type Viewer } from './viewer.ts';

export type { Viewer } from './viewer.ts';
export { visibleCustomerNumbers, visibleSalesRepNumbers, viewerHasSiteAccess } from './viewer.ts';

export type AccessRule =
  /** Anyone, signed in or not. */
  | 'anonymous'
  /** Any live session, also one that must still accept documents or finish the directory sign-up. */
  | 'session'
  /** A complete session. */
  | 'signed-in'
  /** Role 'orders-admin'. */
  | 'customer-admin'
  /** A complete session whose roles give level 9 of the action's flag on the module. */
  | { module: ModuleIdValue; action: ModuleAction }
  /** A complete session holding one of the roles. */
  | { roles: readonly RoleName[] };

export interface SignInEvent {
  request: FastifyRequest;
  reply: FastifyReply;
  userId: number;
  siteId: number | null;
}
export type SignInListener = (event: SignInEvent) => Promise<void>;

/** A route as registered, with its rule; HEAD twins of GET routes are left out. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: AccessRule | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
  interface FastifyInstance {
    signInListeners: SignInListener[];
    sessionDatabase: Database;
    sessionSites: Pick<SiteService, 'forHost'>;
    registeredRoutes: RegisteredRoute[];
  }
}

/** The viewer, resolved once per request; null when signed out or the session is gone. */
export function optionalViewer(request: FastifyRequest): Promise<Viewer | null> {
  request.viewerPromise ??= resolveViewer(request);
  return request.viewerPromise;
}

export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await optionalViewer(request);
  if (!viewer) throw new Unauthorized(AccountMessage.signInRequired);
  return viewer;
}

/** Runs after a login or sign-up created a session (cart merge and the like). */
export function onSignIn(app: FastifyInstance, listener: SignInListener): void {
  app.signInListeners.push(listener);
}

const TOUCH_EVERY_MS = 60_000;

async function resolveViewer(request: FastifyRequest): Promise<Viewer | null> {
  const token = readSessionToken(request);
  const { sessionDatabase: db, sessionSites: sites } = request.server;
  if (!token) return null;
  const [row, site] = await Promise.all([
    findLiveSession(db, digestSecret(token)),
    sites.forHost(request.hostname),
  ]);
  // A token carried to another site's host would skip that site's policy documents and
  // permissions of its kind: there it is no session (docs/decisions/070).
  if (!row || row.siteId !== site.SiteId) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    touchSession(db, row.sessionId).catch((err: unknown) =>
      request.log.warn({ err }, 'could not record session activity'),
    );
  }
  return toViewer(row);
}

/** Throws 401/403 unless the viewer satisfies the rule. */
export async function checkAccess(request: FastifyRequest, rule: AccessRule): Promise<void> {
  if (rule === 'anonymous') return;
  const viewer = await requireViewer(request);
  if (rule === 'session') return;
  if (viewer.needsDirectorySignup) throw new Forbidden('Please complete the directory sign-up.');
  if (viewer.pendingAcceptance) throw new Forbidden(AccountMessage.acceptanceRequired);
  if (rule === 'signed-in') return;
  if (rule === 'customer-admin') {
    if (!isCustomerAdmin(viewer.roles)) throw new Forbidden();
    return;
  }
  if ('module' in rule) {
    if (!canUseModule(viewer.effectivePermissions, rule.module, rule.action)) throw new Forbidden();
    return;
  }
  if (!rule.roles.some((r) => viewer.roles.includes(r))) throw new Forbidden();
}

async function sessionPlugin(
  app: FastifyInstance,
  opts: { db: Database; sites: Pick<SiteService, 'forHost'> },
): Promise<void> {
  app.decorate('sessionDatabase', opts.db);
  app.decorate('sessionSites', opts.sites);
  app.decorate('signInListeners', []);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    // Public routes say 'anonymous' too, so that a new route cannot be public by forgetting.
    if (access === undefined && route.url.startsWith('/api/'))
      throw new Error(`${methods.join(',')} ${route.url} declares no config.access rule`);
    for (const method of methods)
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, access });
  });
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule) await checkAccess(request, rule);
  });
}

/** Registered before the modules so its hooks see every route. */
export const sessions = Object.assign(sessionPlugin, { [Symbol.for('skip-override')]: true });
