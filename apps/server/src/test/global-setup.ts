import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { databaseUrl, testServerUrl } from './server-url.ts';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Builds one migrated template database per run; each test file clones it (fast, isolated).
 * The name is the run's own, so runs side by side on one server never drop each other's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `portal_template_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const db = createDatabase(databaseUrl(name), 1);
  try {
    await applyMigrations(db);
  } finally {
    await db.$client.end();
  }
  project.provide('templateDatabase', name);
  return () => admin(`drop database if exists ${name} with (force)`);
}
