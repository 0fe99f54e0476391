import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  document,
  image,
  imageHotspot,
  model,
  productModel,
  section,
  sectionItem,
  sectionTab,
  sectionTable,
  sectionTableLayoutColumn,
  sectionTableModel,
} from '../../db/schema/index.ts';
import { tableModelColumns } from './table-model-columns.ts';

export async function readSectionsAndTabs(db: Database, productId: number) {
  return db
    .select({ section, tab: sectionTab })
    .from(section)
    .leftJoin(
      sectionTab,
      and(eq(sectionTab.sectionId, section.sectionId), eq(sectionTab.active, true)),
    )
    .where(and(eq(section.productId, productId), eq(section.active, true)))
    .orderBy(
      asc(section.orderBy),
      asc(section.sectionId),
      asc(sectionTab.orderBy),
      asc(sectionTab.sectionTabId),
    );
}

export async function readItems(db: Database, tabIds: number[]) {
  if (tabIds.length === 0) return [];
  return db
    .select({ item: sectionItem, image, document })
    .from(sectionItem)
    .leftJoin(image, and(eq(image.imageId, sectionItem.imageId), eq(image.isDeleted, false)))
    .leftJoin(document, eq(document.documentId, sectionItem.documentId))
    .where(and(inArray(sectionItem.sectionTabId, tabIds), eq(sectionItem.visible, true)))
    .orderBy(asc(sectionItem.orderBy), asc(sectionItem.sectionItemId));
}

export async function readTables(db: Database, tableIds: number[]) {
  if (tableIds.length === 0) return { tables: [], columns: [] };
  const [tables, columns] = await Promise.all([
    db
      .select()
      .from(sectionTable)
      .where(and(inArray(sectionTable.sectionTableId, tableIds), eq(sectionTable.visible, true))),
    db
      .select()
      .from(sectionTableLayoutColumn)
      .where(inArray(sectionTableLayoutColumn.sectionTableId, tableIds))
      .orderBy(
        asc(sectionTableLayoutColumn.orderBy),
        asc(sectionTableLayoutColumn.sectionTableLayoutColumnId),
      ),
  ]);
  return { tables, columns };
}

/** Every row of the given tables in one read, with division numbers and optional stock. */
export async function readTableModels(
  db: Database,
  tableIds: number[],
  preview: boolean,
  withInventory: boolean,
) {
  if (tableIds.length === 0) return [];
  return db
    .select({
      sectionTableId: sectionTableModel.sectionTableId,
      ...tableModelColumns(withInventory),
    })
    .from(sectionTableModel)
    .innerJoin(productModel, eq(productModel.productModelId, sectionTableModel.productModelId))
    .innerJoin(model, eq(model.pcnCatalogNumber, productModel.pcnCatalogNumber))
    .leftJoin(image, and(eq(image.imageId, model.imageId), eq(image.isDeleted, false)))
    .where(
      and(
        inArray(sectionTableModel.sectionTableId, tableIds),
        eq(model.visible, true),
        preview ? undefined : eq(model.isPreview, false),
      ),
    )
    .orderBy(
      asc(sectionTableModel.sectionTableId),
      asc(sectionTableModel.orderBy),
      asc(model.pcnCatalogNumber),
    );
}

/** The callouts of the given drawings that point at this product's models, in number order. */
export async function readHotspots(db: Database, imageIds: number[], productId: number) {
  if (imageIds.length === 0) return [];
  return db
    .select({
      imageId: imageHotspot.imageId,
      calloutNumber: imageHotspot.calloutNumber,
      label: imageHotspot.label,
      x: imageHotspot.x,
      y: imageHotspot.y,
      pcnCatalogNumber: productModel.pcnCatalogNumber,
    })
    .from(imageHotspot)
    .innerJoin(productModel, eq(productModel.productModelId, imageHotspot.productModelId))
    .where(and(inArray(imageHotspot.imageId, imageIds), eq(productModel.productId, productId)))
    .orderBy(asc(imageHotspot.imageId), asc(imageHotspot.calloutNumber));
}
