import type { Site } from '@portal/domain';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import type { ModelViewerService } from '../model-viewer/service.ts';
import { sheetColumns } from './sheet-columns.ts';
import type { SheetContent } from './workbook.ts';

/** Rows one section-table spreadsheet holds at most (docs/decisions/022). */
export const MAX_SHEET_ROWS = 50_000;

export const EXPORT_NOT_ENABLED = 'Export is not enabled on this site.';

export interface SectionTableSheetRequest {
  productId: number;
  sectionTableId: number;
  showInventory: boolean;
  preview: boolean;
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

export function createExportService(viewer: ModelViewerService): ExportService {
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
      return {
        fileName: `${fileStem(found.productName, tableName)}.xlsx`,
        sheetName: tableName,
        columns: sheetColumns(found.table.Columns, { showPrice: site.HasPricing, showInventory }),
        models: found.table.Models,
        truncated: found.truncated,
      };
    },
  };
}
