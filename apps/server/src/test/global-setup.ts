import pg from 'pg';
import { createDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { TEMPLATE_DB, databaseUrl, testServerUrl } from './server-url.ts';

/** Builds one migrated template database; each test file clones it (fast, isolated). */
export default async function setup(): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const db = createDatabase(databaseUrl(TEMPLATE_DB), 1);
  try {
    await applyMigrations(db);
  } finally {
    await db.$client.end();
  }
}
