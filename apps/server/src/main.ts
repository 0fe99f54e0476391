import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import {
  leaveSignalsToThePortal,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { createOfflineUsVerifier } from './integrations/address-verification/offline-us-verifier.ts';
import { createDiskBlobStore } from './integrations/blob-store/disk-blob-store.ts';
import { createSandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { followedBy, type CatalogueChanges } from './lib/catalogue-changes.ts';
import { catalogueChangesFromConfig } from './lib/catalogue-changes-config.ts';
import { describeError } from './lib/describe-error.ts';
import { createCacheRegistry } from './lib/named-cache.ts';
import { accountsFromConfig } from './modules/auth/accounts-config.ts';
import { servesDevMail } from './modules/mail/dev-mail-routes.ts';
import { siteUrls } from './modules/site/site-urls.ts';
import { rebuildSearchIndex, searchIndexMissing } from './modules/search/search-index.ts';
import { demoAccountsMissing, demoLoginLines, seedDemoAccounts } from './seed/accounts/index.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/index.ts';
import { demoPricingMissing, seedDemoPricing } from './seed/demo-pricing.ts';
import { definitionsMissing, seedEntityDefinitions } from './seed/entity-definitions/index.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);

  let embedded: EmbeddedDatabase | null = null;
  if (!config.DATABASE_URL) {
    embedded = await startEmbeddedDatabase(config.dataDir, (line) =>
      process.stderr.write(`${line}\n`),
    );
  }
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const db = createDatabase(databaseUrl);
  const blobs = createDiskBlobStore(path.join(config.dataDir, 'files'));
  const exportsDir = path.join(config.dataDir, 'exports');
  const exportFiles = createDiskBlobStore(exportsDir);
  let catalogueChanges: CatalogueChanges | null = null;
  const stopDatabase = async () => {
    await catalogueChanges?.close();
    await db.$client.end().catch(() => {});
    await embedded?.stop().catch(() => {});
  };

  try {
    await applyMigrations(db);
    // The catalogue's definitions are product configuration, not demo data: always seeded.
    if (await definitionsMissing(db)) {
      say('Loading the entity and editor definitions...');
      await seedEntityDefinitions(db);
    }
    if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(db))) {
      say('Loading demo data into the empty database...');
      await seedDemoData(db, blobs);
    } else if (await searchIndexMissing(db)) {
      say('Building the search index...');
      await rebuildSearchIndex(db);
    }
    if (config.SEED_DEMO_DATA && (await demoAccountsMissing(db))) {
      say('Loading the demo accounts...');
      await seedDemoAccounts(db, blobs);
    }
    if (config.SEED_DEMO_DATA && (await demoPricingMissing(db))) {
      say('Loading the demo customer prices...');
      await seedDemoPricing(db);
    }
    const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
    const webDistDir = fs.existsSync(path.join(webDist, 'index.html')) ? webDist : null;
    if (!webDistDir) say('The web app is not built (npm run build); serving the API only.');
    const addressVerifier = createOfflineUsVerifier();
    const caches = createCacheRegistry();
    // Every instance's caches follow an edit; LISTEN/NOTIFY or Redis (docs/operations.md).
    const broadcast = catalogueChangesFromConfig(
      config,
      { url: databaseUrl, pool: db.$client },
      caches,
      (line) => process.stderr.write(`${line}\n`),
    );
    const jobs = backgroundJobs(
      config,
      db,
      { files: exportFiles, databaseUrl, directory: exportsDir },
      // After a rebuild every instance drops its cached searches and pages.
      { rebuilt: () => broadcast.published({ entityName: 'SearchIndex', id: 0 }) },
    );
    catalogueChanges = followedBy(broadcast, () => jobs.signals.wake('search-index-rebuild'));
    // Work that waited while the database was down goes out now, not at the next sweep.
    embedded?.onRestarted(() => {
      jobs.signals.wake('erp-handoff');
      jobs.signals.wake('erp-status-sync');
      jobs.signals.wake('mail-delivery');
    });
    const devMail = servesDevMail(config);
    const app = await buildApp({
      db,
      blobs,
      exportFiles,
      caches,
      webDistDir,
      logger: { level: config.LOG_LEVEL },
      logRequests: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace',
      devMail,
      trustProxy: config.TRUST_PROXY,
      accounts: accountsFromConfig(config),
      payments: createSandboxGateway({ secret: config.PAYMENT_GATEWAY_SECRET }),
      addressVerifier,
      jobs: jobs.signals,
      adminToken: config.ADMIN_TOKEN,
      catalogueChanges,
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    jobs.start(app.log);
    // ZIP data loads after start-up so that it does not delay being ready.
    void addressVerifier.warmUp?.();

    for (const line of await siteUrls(db, config.PORT)) say(line);
    for (const line of await demoLoginLines(db)) say(line);
    if (devMail)
      say(`mail       http://localhost:${config.PORT}/dev/mail (no SMTP_URL: e-mail is kept here)`);
    say(`Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: finishing open requests...`);
      await Promise.all([app.close(), jobs.stop()]);
      await stopDatabase();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    if (embedded) leaveSignalsToThePortal();
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

// One line with the cause; the database was stopped before this (decision 100).
main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? error.message : `Start-up failed: ${describeError(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
