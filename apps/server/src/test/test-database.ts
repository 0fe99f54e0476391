import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';
import { databaseUrl, templateDatabase, testServerUrl } from './server-url.ts';

export interface TestDatabase {
  db: Database;
  url: string;
  drop: () => Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${templateDatabase()}`));
  const url = databaseUrl(name);
  const db = createDatabase(url, 4);
  return {
    db,
    url,
    drop: async () => {
      await db.$client.end();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
