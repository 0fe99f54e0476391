import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inventory, model, supplierLocation } from '../../db/schema/index.ts';

export async function findVisibleModel(db: Database, pcn: string) {
  const rows = await db
    .select({ pcn: model.pcnCatalogNumber })
    .from(model)
    .where(and(eq(model.pcnCatalogNumber, pcn), eq(model.visible, true)))
    .limit(1);
  return rows[0];
}

export async function readStockByLocation(db: Database, pcn: string) {
  return db
    .select({
      locationName: supplierLocation.locationName,
      quantityAvailable: inventory.quantityAvailable,
    })
    .from(inventory)
    .innerJoin(
      supplierLocation,
      eq(supplierLocation.supplierLocationId, inventory.supplierLocationId),
    )
    .where(eq(inventory.pcnCatalogNumber, pcn))
    .orderBy(asc(supplierLocation.locationName));
}
