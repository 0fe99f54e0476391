import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import { rebuildSearchIndex } from '../modules/search/search-index.ts';
import { resetIdentity } from './batch.ts';
import { buildDemoData } from './demo-data.ts';
import { writeFiles } from './write-files.ts';

/** Demo data goes only into a database without any site. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from site) as empty`);
  return result.rows[0]?.empty === true;
}

/**
 * Loads the deterministic heating-and-ventilation demo catalogue: sites, catalogues, the
 * category tree, about ten thousand models, sections, tables, drawings and PDFs.
 */
export async function seedDemoData(db: Database, blobs: BlobStore): Promise<void> {
  const data = buildDemoData();
  await Promise.all([
    writeFiles(blobs, data.files),
    db.transaction(async (tx) => {
      for (const b of data.batches) await b.insert(tx);
      for (const [table, column] of data.identityColumns) await resetIdentity(tx, table, column);
    }),
  ]);
  await rebuildSearchIndex(db);
  // Fresh tables have no planner statistics; without them the first reads pick poor plans.
  await db.execute(sql`analyze`);
}
