// Starts the built server for the end-to-end run on a fresh database, so the demo data is
// seeded every time: drop and re-create `portal_e2e_<port>`, then run apps/server/dist/main.js.
// The port names the database and the data directory, so runs on other ports never clash.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = process.env.E2E_PORT ?? '3100';
const database = `portal_e2e_${port}`;

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
const dataDir = path.join(os.tmpdir(), `portal-e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

process.env.DATABASE_URL = databaseUrl.toString();
process.env.PORT = port;
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
// Every journey signs up and recovers from 127.0.0.1: lift the per-address hourly limits so
// that the runs of both projects (and reruns) never meet them; API tests prove the limits.
process.env.SIGNUP_LIMIT_PER_HOUR ??= '1000';
process.env.RECOVERY_LIMIT_PER_HOUR ??= '1000';
process.env.RECOVERY_MAILS_PER_HOUR ??= '100';
// The same for number look-ups and document uploads, which every run makes from 127.0.0.1.
process.env.LOOKUP_LIMIT_PER_HOUR ??= '1000';
process.env.UPLOAD_LIMIT_PER_HOUR ??= '1000';

await import(path.join(root, 'apps/server/dist/main.js'));
