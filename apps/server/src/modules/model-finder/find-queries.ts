import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { FinderAlias } from './finder-columns.ts';

export interface FinderScope {
  catalogId: number;
  preview: boolean;
}

export interface FinderStatement {
  scope: FinderScope;
  /** The filters' conditions, all of which a model must meet. */
  conditions: SQL[];
  /** The tables the conditions or the selected values read. */
  aliases: Set<FinderAlias>;
}

export interface FoundRow extends Record<string, unknown> {
  pcn: string;
  model_number: string;
  sap_description: string | null;
  descriptions: string | null;
  product_id: number;
  product_name: string;
  product_display_name: string;
}

// A model's product, series, class and category are those of its first placement in the
// catalogue, as the search index records it.
const joins: Record<Exclude<FinderAlias, 'm'>, SQL> = {
  p: sql`join product p on p.product_id = e.product_id`,
  s: sql`join manufacturing_series s on s.manufacturing_series_id = p.manufacturing_series_id`,
  c: sql`join product_class c on c.product_class_id = p.product_class_id`,
  k: sql`join category k on k.category_id = p.category_id`,
};

/** The catalogue's shown models meeting every condition, from the search index's model rows. */
function matching(statement: FinderStatement, extra: SQL[] = []): SQL {
  const { scope, conditions, aliases } = statement;
  const needsProduct = [...aliases].some((a) => a !== 'm');
  const joined = (['p', 's', 'c', 'k'] as const).filter(
    (a) => aliases.has(a) || (a === 'p' && needsProduct),
  );
  const where = [
    sql`e.catalog_id = ${scope.catalogId}`,
    sql`e.result_type = 'Model'`,
    sql`e.alias_of is null`,
    ...(scope.preview ? [] : [sql`not e.preview_only`]),
    sql`m.visible`,
    ...conditions,
    ...extra,
  ];
  return sql`from search_entry e
    join model m on m.pcn_catalog_number = e.pcn_catalog_number
    ${sql.join(
      joined.map((a) => joins[a]),
      sql` `,
    )}
    where ${sql.join(where, sql` and `)}`;
}

/** One page in catalogue-number order after `after`, one row more than asked to tell a next. */
export async function readPage(
  db: Database,
  statement: FinderStatement,
  values: SQL[],
  after: string | undefined,
  pageSize: number,
): Promise<FoundRow[]> {
  const page = { ...statement, aliases: new Set([...statement.aliases, 'p' as const]) };
  const selected = values.map((v, i) => sql`, ${v} as ${sql.identifier(`v${i}`)}`);
  const result = await db.execute<FoundRow>(sql`
    select e.pcn_catalog_number as pcn, m.fingood_tpi_mfg_mod as model_number,
           m.sap_model_description as sap_description, m.descriptions,
           p.product_id, p.name as product_name, p.display_name as product_display_name
           ${sql.join(selected, sql``)}
    ${matching(page, after === undefined ? [] : [sql`e.pcn_catalog_number > ${after}`])}
    order by e.pcn_catalog_number
    limit ${pageSize + 1}`);
  return result.rows;
}

/** How many models match, counting no further than `cap` + 1. */
export async function countMatching(
  db: Database,
  statement: FinderStatement,
  cap: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 ${matching(statement)} limit ${cap + 1}) capped`);
  return result.rows[0]?.n ?? 0;
}
