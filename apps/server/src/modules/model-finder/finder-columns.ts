import { EntityLevel, type FinderField } from '@portal/domain';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema/index.ts';
import { declaredColumn } from '../entity/schema-columns.ts';
import type { PropertyStorage } from '../entity/service.ts';

/** The finder's tables by entity level, each with the alias the statements give it. */
const finderTables: Record<number, { alias: FinderAlias; table: PgTable }> = {
  [EntityLevel.Model]: { alias: 'm', table: t.model },
  [EntityLevel.Product]: { alias: 'p', table: t.product },
  [EntityLevel.ManufacturingSeries]: { alias: 's', table: t.manufacturingSeries },
  [EntityLevel.ProductClass]: { alias: 'c', table: t.productClass },
  [EntityLevel.Category]: { alias: 'k', table: t.category },
};

/** m model, p the product showing it, s its series, c its product class, k its category. */
export type FinderAlias = 'm' | 'p' | 's' | 'c' | 'k';
export type ValueType = FinderField['ValueType'];

/** A column the finder may filter by: its names come from the schema, never from a request. */
export interface FinderColumn {
  alias: FinderAlias;
  column: string;
  jsonKey: string | null;
  valueType: ValueType;
}

/**
 * The column a definition's storage names, if it is one the finder can filter by: a column of
 * the entity's own table that the schema knows, holding text, a number or a yes/no (or a key
 * of a JSON column). Anything else (related tables, lists, pictures) is not a finder field.
 */
export function finderColumn(level: number, storage: PropertyStorage): FinderColumn | null {
  const target = finderTables[level];
  if (!target || storage.relatedTable !== null) return null;
  if (getTableName(target.table) !== storage.tableName) return null;
  const column = declaredColumn(target.table, storage.columnName)?.column;
  if (!column) return null;
  const { alias } = target;
  if (storage.jsonKey !== null)
    return column.dataType === 'json'
      ? { alias, column: column.name, jsonKey: storage.jsonKey, valueType: 'Text' }
      : null;
  const valueType: ValueType | null =
    column.dataType === 'string'
      ? 'Text'
      : column.dataType === 'number'
        ? 'Number'
        : column.dataType === 'boolean'
          ? 'Boolean'
          : null;
  return valueType ? { alias, column: column.name, jsonKey: null, valueType } : null;
}
