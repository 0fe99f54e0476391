import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
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
import type { Database } from './db/client.ts';
import type { BlobStore } from './integrations/blob-store/blob-store.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import type { CacheRegistry } from './lib/named-cache.ts';
import { registerModules } from './modules/index.ts';

export interface AppDeps {
  db: Database;
  blobs: BlobStore;
  caches: CacheRegistry;
  /** Built web app to serve with an SPA fallback; null serves the API only. */
  webDistDir: string | null;
  logger?: FastifyServerOptions['logger'];
  logRequests?: boolean;
}

export type App = FastifyInstance;

const notFoundBody = { Successful: false, Message: 'Not found' } as const;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request only when asked for (LOG_LEVEL=debug); warnings and errors always.
    logController: new LogController({ disableRequestLogging: !deps.logRequests }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(swagger, {
    openapi: { info: { title: 'Parts portal API', version: BUILD_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(registerModules, { prefix: '/api', deps });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  if (deps.blobs.rootDir) {
    fs.mkdirSync(deps.blobs.rootDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: deps.blobs.rootDir,
      prefix: '/files/',
      decorateReply: false,
      maxAge: '1d',
    });
  }
  if (deps.webDistDir) serveWebApp(app, deps.webDistDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
  return app;
}

function serveWebApp(app: FastifyInstance, distDir: string): void {
  const indexHtml = freshFile(path.join(distDir, 'index.html'));
  void app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      // Hashed bundles never change; everything else is revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/files/')) {
      return reply.code(404).send(notFoundBody);
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml());
  });
}

/** A file's content, read again whenever it changes on disk (a rebuild while running). */
function freshFile(file: string): () => Buffer {
  let mtimeMs = -1;
  let content = Buffer.alloc(0);
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs !== mtimeMs) {
      content = fs.readFileSync(file);
      mtimeMs = stat.mtimeMs;
    }
    return content;
  };
}
