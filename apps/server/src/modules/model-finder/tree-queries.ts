import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The tree's levels, top down: table, id column, parent column and catalogue membership. */
export const treeLevels = [
  { table: 'category', id: 'category_id', parent: null, membership: 'category_catalog' },
  {
    table: 'product_class',
    id: 'product_class_id',
    parent: 'category_id',
    membership: 'product_class_catalog',
  },
  {
    table: 'manufacturing_series',
    id: 'manufacturing_series_id',
    parent: 'product_class_id',
    membership: 'manufacturing_series_catalog',
  },
  {
    table: 'product',
    id: 'product_id',
    parent: 'manufacturing_series_id',
    membership: 'product_catalog',
  },
] as const;
export type TreeLevel = (typeof treeLevels)[number];

export interface TreeRow extends Record<string, unknown> {
  id: number;
  parent_id: number | null;
  name: string;
  display_name: string;
  is_preview: boolean;
  tpi_mfg_series: string | null;
}

export interface TreeScope {
  catalogId: number;
  preview: boolean;
}

/**
 * The shown items of one level in the catalogue, in menu order: all of them, those under the
 * given parents, or the given ones. Table and column names are the constants above.
 */
export async function readTreeLevel(
  db: Database,
  level: TreeLevel,
  scope: TreeScope,
  only: { parents: number[] } | { ids: number[] } | null,
): Promise<TreeRow[]> {
  const t = sql.identifier(level.table);
  const id = sql`t.${sql.identifier(level.id)}`;
  const parent = level.parent ? sql`t.${sql.identifier(level.parent)}` : sql`null::int`;
  const series = level.table === 'manufacturing_series' ? sql`t.tpi_mfg_series` : sql`null`;
  const narrowed =
    only === null
      ? sql``
      : 'ids' in only
        ? sql`and ${id} = any(${sql.param(only.ids)}::int[])`
        : sql`and ${parent} = any(${sql.param(only.parents)}::int[])`;
  const result = await db.execute<TreeRow>(sql`
    select ${id} as id, ${parent} as parent_id, t.name, t.display_name, t.is_preview,
           ${series} as tpi_mfg_series
    from ${t} t
    join ${sql.identifier(level.membership)} m
      on m.${sql.identifier(level.id)} = ${id} and m.catalog_id = ${scope.catalogId}
    where t.visible ${scope.preview ? sql`` : sql`and not t.is_preview`} ${narrowed}
    order by t.order_by, t.display_name, ${id}`);
  return result.rows;
}
