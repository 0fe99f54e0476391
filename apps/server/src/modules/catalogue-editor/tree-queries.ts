import type { EditableEntityName, EditorTreeNode } from '@portal/domain';
import { asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { editorTables, treeChildOf, type EditorTable } from './editor-tables.ts';

/** table.column written out: Drizzle leaves a column unqualified in a one-table select. */
const qualified = (table: PgTable, column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

const TRUE = sql<boolean>`true`;
const FALSE = sql<boolean>`false`;

/** The node columns of an entity's items; the child count is a correlated count, not a query per node. */
function nodeColumns(entityName: EditableEntityName) {
  const et = editorTables[entityName];
  const child = treeChildOf[entityName];
  const ct = child ? editorTables[child] : null;
  const childCount: SQL<number> = ct?.parent
    ? sql<number>`(select count(*)::int from ${ct.table} where ${qualified(ct.table, ct.parent)} = ${qualified(et.table, et.id)})`
    : sql<number>`0`;
  return {
    Id: et.id,
    Name: et.name,
    DisplayName: et.displayName,
    Visible: et.visible ?? TRUE,
    IsPreview: et.isPreview ?? FALSE,
    ChildCount: childCount,
  };
}

const order = (et: EditorTable) => [
  ...(et.orderBy ? [asc(et.orderBy)] : []),
  asc(et.displayName),
  asc(et.id),
];

type NodeRow = Record<
  'Id' | 'Name' | 'DisplayName' | 'Visible' | 'IsPreview' | 'ChildCount',
  unknown
>;

const toNode = (entityName: EditableEntityName, r: NodeRow): EditorTreeNode => ({
  EntityName: entityName,
  EntityLevel: editorTables[entityName].level,
  Id: r.Id as number,
  Name: r.Name as string,
  DisplayName: r.DisplayName as string | null,
  Visible: r.Visible as boolean,
  IsPreview: r.IsPreview as boolean,
  ChildCount: r.ChildCount as number,
});

/** Every item of a top-level entity (categories, sites, catalogues, divisions), hidden ones too. */
export async function topNodes(db: Executor, entityName: EditableEntityName) {
  const et = editorTables[entityName];
  const rows = await db
    .select(nodeColumns(entityName))
    .from(et.table)
    .orderBy(...order(et));
  return rows.map((r) => toNode(entityName, r));
}

/**
 * The children of a node in one statement: the node left-joined to its children, so an
 * unknown node (no row) is told from a node without children (one row of nulls).
 */
export async function childNodes(
  db: Executor,
  entityName: EditableEntityName,
  id: number,
): Promise<EditorTreeNode[] | null> {
  const et = editorTables[entityName];
  const child = treeChildOf[entityName];
  if (!child) {
    const [found] = await db.select({ id: et.id }).from(et.table).where(eq(et.id, id));
    return found ? [] : null;
  }
  const ct = editorTables[child];
  const rows = await db
    .select({ node: et.id, ...nodeColumns(child) })
    .from(et.table)
    .leftJoin(ct.table, eq(ct.parent!, et.id))
    .where(eq(et.id, id))
    .orderBy(...order(ct));
  if (rows.length === 0) return null;
  return rows.filter((r) => r.Id !== null).map((r) => toNode(child, r));
}
