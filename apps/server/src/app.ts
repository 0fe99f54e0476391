import fs from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { BUILD_VERSION } from '@portal/domain';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEVELOPMENT_GATEWAY_SECRET } from './config.ts';
import type { Database } from './db/client.ts';
import type { AddressVerifier } from './integrations/address-verification/address-verifier.ts';
import { createOfflineUsVerifier } from './integrations/address-verification/offline-us-verifier.ts';
import type { BlobStore } from './integrations/blob-store/blob-store.ts';
import type { PaymentGateway } from './integrations/payments/payment-gateway.ts';
import type { JobSignals } from './jobs/job-signals.ts';
import { createSandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import { refuseControlCharacters } from './lib/control-characters.ts';
import { frameworkErrors, registerErrorHandling } from './lib/error-handler.ts';
import { withRequestLog } from './lib/request-log.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { sessions } from './lib/session.ts';
import { notFoundBody, serveWebApp } from './lib/web-app.ts';
import type { CacheRegistry } from './lib/named-cache.ts';
import { localCatalogueChanges, type CatalogueChanges } from './lib/catalogue-changes.ts';
import type { AccountsConfig } from './modules/auth/accounts-options.ts';
import { policyDocumentFiles } from './modules/acceptance/document-files.ts';
import { registerModules } from './modules/index.ts';
import { devMailRoutes } from './modules/mail/dev-mail-routes.ts';
import { createSiteService } from './modules/site/service.ts';

export interface AppDeps {
  db: Database;
  blobs: BlobStore;
  /** Spreadsheets built in the background; never served as they are (decision 166). */
  exportFiles: BlobStore;
  caches: CacheRegistry;
  /** Built web app to serve with an SPA fallback; null serves the API only. */
  webDistDir: string | null;
  logger?: FastifyServerOptions['logger'];
  logRequests?: boolean;
  /** Serves the mail outbox at /dev/mail (no SMTP server configured). */
  devMail?: boolean;
  /** Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy); default none. */
  trustProxy?: boolean | string;
  /** Sessions, directory, bot check and login limits; defaults suit one offline instance. */
  accounts?: AccountsConfig;
  /** Card payments through a hosted-fields provider; default: the sandbox, development secret. */
  payments?: PaymentGateway;
  /** Postal address verification; default: the built-in offline US verifier. */
  addressVerifier?: AddressVerifier;
  /** Wakes the background workers after an order commits; absent in tests (no workers). */
  jobs?: JobSignals;
  /** Opens the cache admin API to operators (X-Admin-Token); signed-in customer admins need none. */
  adminToken?: string;
  /** Tells every instance of a catalogue edit; default: this process only. */
  catalogueChanges?: CatalogueChanges;
}

/** AppDeps with every adapter chosen, as the modules receive them. */
export type ModuleDeps = AppDeps &
  Required<Pick<AppDeps, 'payments' | 'addressVerifier' | 'catalogueChanges'>>;

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: withRequestLog(deps.logger),
    // One line per request only when asked for (LOG_LEVEL=debug); warnings and errors always.
    logController: new LogController({ disableRequestLogging: !deps.logRequests }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    // Believed only when configured: otherwise anyone could choose the address that the
    // per-address sign-in limits count.
    trustProxy: deps.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseControlCharacters(app);
  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Guest carts and browser sessions ride on HttpOnly cookies (request.cookies, reply.setCookie).
  await app.register(cookie);

  await app.register(swagger, {
    openapi: { info: { title: 'Parts portal API', version: BUILD_VERSION } },
    transform: jsonSchemaTransform,
  });
  const modules: ModuleDeps = {
    ...deps,
    payments: deps.payments ?? createSandboxGateway({ secret: DEVELOPMENT_GATEWAY_SECRET }),
    addressVerifier: deps.addressVerifier ?? createOfflineUsVerifier(),
    catalogueChanges: deps.catalogueChanges ?? localCatalogueChanges(deps.caches),
  };
  const sites = createSiteService(modules);
  // Resolves the viewer and enforces each route's declared access rule.
  await app.register(sessions, { db: deps.db, sites });
  await app.register(registerModules, { prefix: '/api', deps: modules, sites });
  // Policy documents open at /d/{DocumentUrl} in the viewer, outside /api.
  await app.register(policyDocumentFiles, { db: deps.db, blobs: deps.blobs });
  app.get('/api/docs', { config: { access: 'anonymous' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  if (deps.devMail) await app.register(devMailRoutes, { db: deps.db });
  // The provider's own card page and calls, outside /api: card data never passes the portal's API.
  if (modules.payments.routes)
    await app.register(modules.payments.routes, { prefix: '/payment-gateway' });

  if (deps.blobs.rootDir) {
    fs.mkdirSync(deps.blobs.rootDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: deps.blobs.rootDir,
      prefix: '/files/',
      decorateReply: false,
      maxAge: '1d',
    });
  }
  if (deps.webDistDir) serveWebApp(app, deps.webDistDir, deps.caches);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
  return app;
}
