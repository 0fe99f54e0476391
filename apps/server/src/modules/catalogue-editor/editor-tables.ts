import { EntityLevel, treeParentOf, type EditableEntityName } from '@portal/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema/index.ts';

/**
 * Where each editable entity's items live. Fields are resolved from the definitions against
 * these tables' declared columns (entity/schema-columns.ts); this only names the table, its id,
 * the columns a title and a tree node read, and the column holding the tree parent.
 */
export interface EditorTable {
  table: PgTable;
  level: number;
  id: PgColumn;
  idKey: string;
  name: PgColumn;
  displayName: PgColumn;
  /** The tree parent's id (ProductClass, ManufacturingSeries, Product). */
  parent: PgColumn | null;
  parentKey: string | null;
  /** For tree nodes; items off the tree show as visible and not preview-only. */
  visible: PgColumn | null;
  isPreview: PgColumn | null;
  orderBy: PgColumn | null;
}

const item = (
  table:
    typeof t.category | typeof t.productClass | typeof t.manufacturingSeries | typeof t.product,
) => ({
  name: table.name,
  displayName: table.displayName,
  visible: table.visible,
  isPreview: table.isPreview,
  orderBy: table.orderBy,
});

const offTree = {
  parent: null,
  parentKey: null,
  visible: null,
  isPreview: null,
  orderBy: null,
};

export const editorTables: Record<EditableEntityName, EditorTable> = {
  Category: {
    table: t.category,
    level: EntityLevel.Category,
    id: t.category.categoryId,
    idKey: 'categoryId',
    ...item(t.category),
    parent: null,
    parentKey: null,
  },
  ProductClass: {
    table: t.productClass,
    level: EntityLevel.ProductClass,
    id: t.productClass.productClassId,
    idKey: 'productClassId',
    ...item(t.productClass),
    parent: t.productClass.categoryId,
    parentKey: 'categoryId',
  },
  ManufacturingSeries: {
    table: t.manufacturingSeries,
    level: EntityLevel.ManufacturingSeries,
    id: t.manufacturingSeries.manufacturingSeriesId,
    idKey: 'manufacturingSeriesId',
    ...item(t.manufacturingSeries),
    parent: t.manufacturingSeries.productClassId,
    parentKey: 'productClassId',
  },
  Product: {
    table: t.product,
    level: EntityLevel.Product,
    id: t.product.productId,
    idKey: 'productId',
    ...item(t.product),
    parent: t.product.manufacturingSeriesId,
    parentKey: 'manufacturingSeriesId',
  },
  Site: {
    table: t.site,
    level: EntityLevel.Site,
    id: t.site.siteId,
    idKey: 'siteId',
    name: t.site.name,
    displayName: t.site.displayName,
    ...offTree,
  },
  // Catalogues have no level of their own: they are site settings (decision 157).
  Catalog: {
    table: t.catalog,
    level: EntityLevel.Site,
    id: t.catalog.catalogId,
    idKey: 'catalogId',
    name: t.catalog.name,
    displayName: t.catalog.displayName,
    ...offTree,
  },
  Division: {
    table: t.division,
    level: EntityLevel.Division,
    id: t.division.divisionId,
    idKey: 'divisionId',
    name: t.division.name,
    displayName: t.division.displayName,
    ...offTree,
  },
  // Read and saved by definitions/ (decision 174); listed in the tree like the sites.
  Editor: {
    table: t.editor,
    level: EntityLevel.All,
    id: t.editor.editorId,
    idKey: 'editorId',
    name: t.editor.editorName,
    displayName: t.editor.displayName,
    ...offTree,
    orderBy: t.editor.orderBy,
  },
};

/**
 * Models are edited through the same item functions, by catalogue number (decision 176).
 * They are off the tree; the number is the id, name and title.
 */
export const modelTable: EditorTable = {
  table: t.model,
  level: EntityLevel.Model,
  id: t.model.pcnCatalogNumber,
  idKey: 'pcnCatalogNumber',
  name: t.model.pcnCatalogNumber,
  displayName: t.model.pcnCatalogNumber,
  ...offTree,
};

/** The entities the item functions read and write: the editable ones, and models. */
export type ItemEntityName = EditableEntityName | 'Model';

/** An item's id: a number, or a model's catalogue number. */
export type ItemId = number | string;

export const tableOf = (entityName: ItemEntityName): EditorTable =>
  entityName === 'Model' ? modelTable : editorTables[entityName];

/** The entity an item hangs under in the tree, if any. */
export const parentEntityOf = (entityName: ItemEntityName): EditableEntityName | undefined =>
  entityName === 'Model' ? undefined : treeParentOf[entityName];

/** The tree's child entity of each node entity. */
export const treeChildOf: Partial<Record<EditableEntityName, EditableEntityName>> =
  Object.fromEntries(
    Object.entries(treeParentOf).map(([child, parent]) => [parent, child]),
  ) as Partial<Record<EditableEntityName, EditableEntityName>>;

/** Whether an item's id is given by the database (tree items) or chosen on creation. */
export const generatesIds = (entityName: ItemEntityName): boolean =>
  entityName !== 'Model' && (editorTables[entityName].parent !== null || entityName === 'Category');
