import { z } from 'zod';

export const supplierLocationStock = z.object({
  LocationName: z.string(),
  QuantityAvailable: z.number().int(),
});

export const inventoryAvailability = z.object({
  PcnCatalogNumber: z.string(),
  SupplierLocations: z.array(supplierLocationStock),
});
export type InventoryAvailability = z.infer<typeof inventoryAvailability>;

export const catalogNumberParams = z.object({
  catalogNumber: z
    .string()
    .trim()
    .min(1, 'catalogNumber is required')
    .max(40, 'catalogNumber is too long'),
});
