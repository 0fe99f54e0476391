import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedCustomerPricing } from '../cart/customer-test-data.ts';

export interface InquiryAppOptions {
  /** The ManageDocuments level of the seeded sites, where a test needs one. */
  manageDocuments?: Partial<Record<'sales' | 'customers', number>>;
  /** What one test file adds to the database before the app starts. */
  prepare?: (db: Database) => Promise<void>;
  overrides?: Partial<AppDeps>;
}

/**
 * A fresh database holding the customers and users of seedCustomerPricing (C1, its buyer, rep
 * R1, a customer admin), and the app on it: how each inquiry test file starts.
 */
export async function openInquiryApp(options: InquiryAppOptions = {}) {
  const database = await createTestDatabase();
  const { db } = database;
  const users = await seedCustomerPricing(db);
  for (const [site, level] of Object.entries(options.manageDocuments ?? {}))
    await db.update(t.site).set({ manageDocuments: level }).where(eq(t.site.name, site));
  await options.prepare?.(db);
  const app = await buildTestApp(db, undefined, options.overrides);
  return { database, users, app };
}
