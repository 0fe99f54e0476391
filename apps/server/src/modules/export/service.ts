import { customerPrice, type Site, type TableModel } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { materialNumbersOf } from '../customer/pricing-queries.ts';
import type { ModelViewerService } from '../model-viewer/service.ts';
import { readCustomerMultipliers } from '../pricing/multipliers.ts';
import { sheetColumns, type CustomerSheetColumns } from './sheet-columns.ts';
import type { SheetContent } from './workbook.ts';

/** Rows one section-table spreadsheet holds at most (docs/decisions/022). */
export const MAX_SHEET_ROWS = 50_000;

export const EXPORT_NOT_ENABLED = 'Export is not enabled on this site.';

export interface SectionTableSheetRequest {
  productId: number;
  sectionTableId: number;
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
 * The customer's Multiplier Pricing and, when some row has one, Customer Material Number
 * columns, as the web table shows them to that customer.
 */
async function customerColumns(
  db: Database,
  customerNumber: string,
  models: readonly TableModel[],
): Promise<CustomerSheetColumns> {
  const [multipliers, materials] = await Promise.all([
    readCustomerMultipliers(db, customerNumber),
    materialNumbersOf(
      db,
      customerNumber,
      models.map((m) => m.PcnCatalogNumber),
    ),
  ]);
  const materialOf = new Map(materials.map((m) => [m.PcnCatalogNumber, m.MaterialNumber]));
  return {
    price: (model) => customerPrice(multipliers, model),
    materialNumber:
      materialOf.size > 0 ? (model) => materialOf.get(model.PcnCatalogNumber) ?? null : null,
  };
}

export function createExportService(viewer: ModelViewerService, db: Database): ExportService {
  return {
    async sectionTableSheet(site, request) {
      if (!site.EnableExport) throw new Forbidden(EXPORT_NOT_ENABLED);
      const showInventory = request.showInventory && site.ShowInventory;
      const found = await viewer.productTable(
        { site, catalogId: site.CatalogId, preview: request.preview, showInventory },
        { productId: request.productId, sectionTableId: request.sectionTableId },
        MAX_SHEET_ROWS,
      );
      if (!found) {
        throw new NotFound(
          `Section table ${request.sectionTableId} was not found on product ${request.productId}.`,
        );
      }
      const tableName = found.table.DisplayName ?? 'Models';
      const customer =
        request.customerNumber && site.HasPricing
          ? await customerColumns(db, request.customerNumber, found.table.Models)
          : null;
      return {
        fileName: `${fileStem(found.productName, tableName)}.xlsx`,
        sheetName: tableName,
        columns: sheetColumns(found.table.Columns, {
          showPrice: site.HasPricing,
          showInventory,
          customer,
        }),
        models: found.table.Models,
        truncated: found.truncated,
      };
    },
  };
}
