import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';

/** Demo data goes only into a database without any site. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from site) as empty`);
  return result.rows[0]?.empty === true;
}

export async function seedDemoData(_db: Database, _blobs: BlobStore): Promise<void> {
  // Being written: deterministic heating-and-ventilation demo catalogue.
}
