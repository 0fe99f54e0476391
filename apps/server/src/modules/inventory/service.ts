import type { InventoryAvailability, Site } from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { findVisibleModel, readStockByLocation } from './queries.ts';

export interface InventoryService {
  availability(site: Site, pcn: string): Promise<InventoryAvailability>;
}

export function createInventoryService(deps: AppDeps): InventoryService {
  return {
    async availability(site, pcn) {
      if (!site.ShowInventory) throw new Forbidden('Inventory is not shown on this site.');
      const found = await findVisibleModel(deps.db, pcn);
      if (!found) throw new NotFound(`Model ${pcn} was not found.`);
      const rows = await readStockByLocation(deps.db, found.pcn);
      return {
        PcnCatalogNumber: found.pcn,
        SupplierLocations: rows.map((r) => ({
          LocationName: r.locationName,
          QuantityAvailable: r.quantityAvailable,
        })),
      };
    },
  };
}
