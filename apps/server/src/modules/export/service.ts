import { customerPrice, nonBlankColumns, type Site, type TableModel } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { materialNumbersOf } from '../customer/pricing-queries.ts';
import type { ModelViewerService } from '../model-viewer/service.ts';
import { readCustomerMultipliers } from '../pricing/multipliers.ts';
import type { SiteService } from '../site/service.ts';
import { sheetColumns, sheetValue, type CustomerSheetColumns } from './sheet-columns.ts';
import type { SheetContent } from './workbook.ts';

/** Rows one section-table spreadsheet holds at most (docs/decisions/022). */
export const MAX_SHEET_ROWS = 50_000;

export const EXPORT_NOT_ENABLED = 'Export is not enabled on this site.';

export interface SectionTableSheetRequest {
  productId: number;
  sectionTableId: number;
  /** One of the site's catalogues; the site's own when undefined. */
  catalogId?: number | undefined;
  showInventory: boolean;
  preview: boolean;
  /** The signed-in customer whose prices and material numbers the table shows, if any. */
  customerNumber: string | null;
}

export interface SectionTableSheet extends SheetContent {
  fileName: string;
  truncated: boolean;
}

export interface ExportService {
  /** The rows and columns of one shown table of a product, as the web table shows them. */
  sectionTableSheet(site: Site, request: SectionTableSheetRequest): Promise<SectionTableSheet>;
}

/** 'Product - Table', or the product alone when its name already says the table's. */
const fileStem = (productName: string, tableName: string) =>
  productName.toLowerCase().includes(tableName.toLowerCase())
    ? productName
    : `${productName} - ${tableName}`;

/**
 * The customer's Multiplier Pricing (on a site with pricing) and, when some row has one,
 * Customer Material Number columns, as the web table shows them to that customer. Material
 * numbers are the customer's own data and show whether or not the site prices.
 */
async function customerColumns(
  db: Database,
  customerNumber: string,
  models: readonly TableModel[],
  withPrices: boolean,
): Promise<CustomerSheetColumns> {
  const [multipliers, materials] = await Promise.all([
    withPrices ? readCustomerMultipliers(db, customerNumber) : null,
    materialNumbersOf(
      db,
      customerNumber,
      models.map((m) => m.PcnCatalogNumber),
    ),
  ]);
  const materialOf = new Map(materials.map((m) => [m.PcnCatalogNumber, m.MaterialNumber]));
  return {
    price: multipliers ? (model) => customerPrice(multipliers, model) : null,
    materialNumber:
      materialOf.size > 0 ? (model) => materialOf.get(model.PcnCatalogNumber) ?? null : null,
  };
}

export function createExportService(
  viewer: ModelViewerService,
  db: Database,
  sites: SiteService,
): ExportService {
  /** The catalogue asked for, when the site offers it; otherwise NotFound. */
  const catalogOf = async (site: Site, asked: number | undefined): Promise<number> => {
    if (asked === undefined || asked === site.CatalogId) return site.CatalogId;
    if ((await sites.catalogs(site)).some((c) => c.CatalogId === asked)) return asked;
    throw new NotFound(`Catalogue ${asked} is not one of the catalogues of this site.`);
  };

  return {
    async sectionTableSheet(site, request) {
      if (!site.EnableExport) throw new Forbidden(EXPORT_NOT_ENABLED);
      const showInventory = request.showInventory && site.ShowInventory;
      const catalogId = await catalogOf(site, request.catalogId);
      const found = await viewer.productTable(
        { site, catalogId, preview: request.preview, showInventory },
        { productId: request.productId, sectionTableId: request.sectionTableId },
        MAX_SHEET_ROWS,
      );
      if (!found) {
        throw new NotFound(
          `Section table ${request.sectionTableId} was not found on product ${request.productId}.`,
        );
      }
      const tableName = found.table.DisplayName ?? 'Models';
      const customer = request.customerNumber
        ? await customerColumns(db, request.customerNumber, found.table.Models, site.HasPricing)
        : null;
      const { Models: models, HideBlankColumns: hideBlank } = found.table;
      const columns = sheetColumns(found.table.Columns, {
        showPrice: site.HasPricing,
        showInventory,
        customer,
      });
      return {
        fileName: `${fileStem(found.productName, tableName)}.xlsx`,
        sheetName: tableName,
        columns: hideBlank ? nonBlankColumns(models, columns, sheetValue) : columns,
        models,
        truncated: found.truncated,
      };
    },
  };
}
