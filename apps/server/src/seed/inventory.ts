import type { inventory, supplierLocation } from '../db/schema/index.ts';
import type { Random } from './random.ts';

export const supplierLocationRows: Array<typeof supplierLocation.$inferInsert> = [
  { supplierLocationId: 1, locationName: 'Memphis, TN' },
  { supplierLocationId: 2, locationName: 'Reno, NV' },
  { supplierLocationId: 3, locationName: 'Allentown, PA' },
  { supplierLocationId: 4, locationName: 'Dallas, TX' },
];

/** Stock for about 90% of models at two to four locations; some locations hold none. */
export function buildInventory(
  pcns: readonly string[],
  r: Random,
): Array<typeof inventory.$inferInsert> {
  const rows: Array<typeof inventory.$inferInsert> = [];
  const ids = supplierLocationRows.map((l) => l.supplierLocationId);
  for (const pcn of pcns) {
    if (r.chance(0.1)) continue;
    for (const supplierLocationId of r.sample(ids, r.int(2, 4))) {
      const quantityAvailable = r.chance(0.2) ? 0 : Math.max(1, Math.round(r.next() ** 2.5 * 250));
      rows.push({ pcnCatalogNumber: pcn, supplierLocationId, quantityAvailable });
    }
  }
  return rows;
}
