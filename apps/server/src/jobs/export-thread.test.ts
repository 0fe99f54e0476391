import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExportWorld, type DemoExportWorld } from '../modules/export/export-test-world.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createExportThread } from './export-thread.ts';

/** The export thread builds queued jobs into the store with its own database pool. */
describe('the export thread', () => {
  let database: TestDatabase;
  let world: DemoExportWorld;
  beforeAll(async () => {
    database = await createTestDatabase();
    world = await demoExportWorld(database);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await database?.drop();
  });

  it('builds a waiting export and stops when asked', async () => {
    const rep = await world.headersOf('rep@example.com');
    const started = await world.app.inject({
      method: 'GET',
      url: '/api/export/all?ShowPricing=true',
      headers: rep,
    });
    const jobId = (started.json() as { Data: { Job: { JobId: string } } }).Data.Job.JobId;
    const errors: string[] = [];
    const thread = createExportThread(
      { databaseUrl: database.url, exportsDir: world.exportsDir },
      { error: (obj, msg) => errors.push(`${msg} ${String((obj as { err?: unknown }).err)}`) },
    );
    try {
      await thread.build();
    } finally {
      await thread.stop();
    }
    expect(errors).toEqual([]);
    const job = await world.app.inject({
      method: 'GET',
      url: `/api/export/jobs/${jobId}`,
      headers: rep,
    });
    expect((job.json() as { Data: { Status: string } }).Data.Status).toBe('Done');
    expect(fs.existsSync(path.join(world.exportsDir, 'jobs', `${jobId}.xlsx`))).toBe(true);
  }, 60_000);
});
