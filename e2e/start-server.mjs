// Starts the built server for the end-to-end run on a fresh database, so the demo data is
// seeded every time: drop and re-create `portal_e2e`, then run apps/server/dist/main.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'portal_e2e';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
} finally {
  await admin.end();
}

const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const dataDir = path.join(os.tmpdir(), 'portal-e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

process.env.DATABASE_URL = databaseUrl.toString();
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';

await import(path.join(root, 'apps/server/dist/main.js'));
