import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createDiskBlobStore } from '../integrations/blob-store/disk-blob-store.ts';
import { createCacheRegistry, type CacheRegistry } from '../lib/named-cache.ts';

/** The real app (API only) on a test database, driven with app.inject. */
export async function buildTestApp(
  db: Database,
  caches: CacheRegistry = createCacheRegistry(),
  /** Replaces adapters, e.g. a sandbox gateway the test also drives, or a failing verifier. */
  overrides: Partial<AppDeps> = {},
): Promise<App> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const app = await buildApp({
    db,
    blobs: createDiskBlobStore(filesDir),
    exportFiles: createDiskBlobStore(
      path.join(filesDir, '..', `${path.basename(filesDir)}-exports`),
    ),
    caches,
    webDistDir: null,
    devMail: true,
    ...overrides,
  });
  await app.ready();
  return app;
}
