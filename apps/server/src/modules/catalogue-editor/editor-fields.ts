import type { EditorField, EditorValue } from '@portal/domain';
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  declaredColumn,
  referencedColumn,
  schemaTable,
  type DeclaredColumn,
} from '../entity/schema-columns.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { ReadableField } from '../entity/service.ts';
import type { EditorTable, ItemId } from './editor-tables.ts';
import type { StoredValue } from './value-shapes.ts';

/** How a column's value travels: `lines` is a text array sent as one text, a line per entry. */
export type ColumnShape = 'text' | 'integer' | 'number' | 'boolean' | 'lines';

interface Reference {
  table: PgTable;
  column: PgColumn;
}

/** A field stored in a column of the item's own table. */
export interface ColumnField {
  kind: 'column';
  def: EditorField;
  key: string;
  column: PgColumn;
  shape: ColumnShape;
  /** The smallest and largest whole number the column holds. */
  range: [number, number] | null;
  references: Reference | null;
}

/** A list field: rows of a related table, one per chosen id. */
export interface ListField {
  kind: 'list';
  def: EditorField;
  table: PgTable;
  owner: DeclaredColumn;
  value: DeclaredColumn;
  order: DeclaredColumn | null;
  references: Reference;
}

/**
 * How a field neither a column nor a list of ids is read, checked and written: a related
 * table's rows as objects, or a JSON column as one object (a model's tables and dimensions,
 * decision 176). The value it stores is its wire value, normalised.
 */
export interface FieldPart {
  read(db: Executor, id: ItemId): Promise<StoredValue>;
  /** The value to store, or the messages refusing it; `id` is null for a new item. */
  check(
    db: Executor,
    value: EditorValue,
    id: ItemId | null,
  ): Promise<{ ok: true; value: StoredValue } | { ok: false; messages: string[] }>;
  write(tx: Transaction, id: ItemId, value: StoredValue): Promise<void>;
}

/** A field stored by a part: the storage key (`table.column`) names which. */
export interface PartField {
  kind: 'part';
  def: EditorField;
  part: FieldPart;
  references: null;
}

export type ItemField = ColumnField | ListField | PartField;

/** Parts by the storage they edit: `related_table.column`, or `table.column` for a JSON column. */
export type FieldParts = Readonly<Record<string, FieldPart>>;

const ranges: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

function shapeOf(column: PgColumn): ColumnShape | null {
  if (column.dataType === 'string') return 'text';
  if (column.dataType === 'boolean') return 'boolean';
  if (column.dataType === 'number') return column.columnType in ranges ? 'integer' : 'number';
  const base = (column as { baseColumn?: PgColumn }).baseColumn;
  if (column.dataType === 'array' && base?.dataType === 'string') return 'lines';
  return null;
}

function columnField(et: EditorTable, def: EditorField, name: string): ColumnField | null {
  const declared = declaredColumn(et.table, name);
  const shape = declared && shapeOf(declared.column);
  if (!declared || !shape) return null;
  return {
    kind: 'column',
    def,
    key: declared.key,
    column: declared.column,
    shape,
    range: ranges[declared.column.columnType] ?? null,
    references: referencedColumn(et.table, declared.column),
  };
}

function listField(et: EditorTable, def: EditorField, related: string, name: string) {
  const table = schemaTable(related);
  const value = table && declaredColumn(table, name);
  if (!table || !value) return null;
  const references = referencedColumn(table, value.column);
  const ownerFk = getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .find((ref) => ref.foreignTable === et.table && ref.columns.length === 1);
  const owner = ownerFk?.columns[0] && declaredColumn(table, ownerFk.columns[0].name);
  if (!references || !owner) return null;
  const field: ListField = {
    kind: 'list',
    def,
    table,
    owner,
    value,
    order: declaredColumn(table, 'order_by'),
    references,
  };
  return field;
}

/**
 * The item's fields the viewer may read, by EntityPropertyName, each mapped to a column the
 * schema declares for the entity's table (or a related table pointing at it), or edited by one
 * of the entity's parts. A definition whose storage the schema does not know, or a JSON key,
 * is not an editable field here.
 */
export function itemFields(
  entityName: string,
  et: EditorTable,
  readable: readonly ReadableField[],
  parts: FieldParts = {},
): Map<string, ItemField> {
  const fields = new Map<string, ItemField>();
  const tableName = getTableName(et.table);
  for (const f of readable) {
    const { storage } = f;
    if (f.entityName !== entityName || storage.tableName !== tableName) continue;
    if (storage.jsonKey !== null) continue;
    const name = f.field.EntityPropertyName;
    const seen = fields.get(name);
    if (seen) {
      // The same property in two sections: updatable when either allows it.
      seen.def = { ...seen.def, CanUpdate: seen.def.CanUpdate || f.field.CanUpdate };
      continue;
    }
    const part = parts[`${storage.relatedTable ?? tableName}.${storage.columnName}`];
    const field: ItemField | null = part
      ? { kind: 'part', def: f.field, part, references: null }
      : storage.relatedTable === null
        ? columnField(et, f.field, storage.columnName)
        : listField(et, f.field, storage.relatedTable, storage.columnName);
    if (field) fields.set(name, field);
  }
  return fields;
}
