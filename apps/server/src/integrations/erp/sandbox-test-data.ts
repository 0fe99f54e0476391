import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { seedCartCatalogue } from '../../modules/cart/cart-test-data.ts';
import { demoCustomers } from '../../seed/accounts/demo-accounts.ts';
import { seedDemoAccounts } from '../../seed/accounts/index.ts';
import { createModel } from '../../test/factories.ts';
import { createDiskBlobStore } from '../blob-store/disk-blob-store.ts';

export const demoCustomerNumbers = demoCustomers.map((c) => c.customerNumber);

/**
 * What the sandbox's history is made of, on a test database: the demo accounts (customers,
 * ship-tos, sales reps, users) and a small priced catalogue, with a few heavy parts that ship
 * by freight.
 */
export async function seedHistoryMasterData(db: Database): Promise<void> {
  await seedCartCatalogue(db);
  for (const [i, pounds] of [45, 60, 120, 3, 8].entries())
    await createModel(db, {
      pcnCatalogNumber: `130-200${i}`,
      fingoodTpiMfgMod: `HDU-${i}-PART`,
      descriptions: `Part ${i}, ${pounds} lb`,
      totalList: 40 + i * 35,
      modelDimensions: { Weight: pounds },
    });
  const blobs = createDiskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-erp-')));
  await seedDemoAccounts(db, blobs);
}
