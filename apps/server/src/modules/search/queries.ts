import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { modelRowsSql, siteRowsSql, type ModelResultRow } from './result-rows.ts';
import { keyOf } from './search-index.ts';
import type { SearchRequest, SearchStatement } from './search-statement.ts';
import type { SearchScope } from './tiers.ts';

export interface SearchPage<Row> {
  /** Entries per tier, together at most the cap. */
  counts: number[];
  /** The page's rows, best first. */
  rows: Row[];
}

// Planning the rows' joins costs more than running them: read by id, they are a named
// statement, planned once per connection. PostgreSQL plans a named statement afresh while a
// fresh plan looks cheaper than the one it keeps, and a plan made for a one-id array always
// does: the ids are read through a subquery, so no plan can see how many there are.
const byIds = 'unnest((select $1::int[])) with ordinality as wanted(entry_id, n)';
const rowStatements = {
  site: { name: 'search-site-rows', text: siteRowsSql(byIds) },
  model: { name: 'search-model-rows', text: modelRowsSql(byIds, null) },
  customer: { name: 'search-customer-rows', text: modelRowsSql(byIds, '$2::text') },
};

/** The rows of the given entries, in the given order. */
export async function readRows<Row extends Record<string, unknown>>(
  db: Database,
  ids: number[],
  rows: SearchRequest['rows'],
  customer: string | null,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { name, text } = rowStatements[rows === 'site' ? 'site' : customer ? 'customer' : 'model'];
  const values = customer && rows === 'model' ? [ids, customer] : [ids];
  return (await db.$client.query<Row>({ name, text, values })).rows;
}

/** Runs a search: one named statement, or the ranking and then the rows of its page. */
export async function searchPage<Row extends Record<string, unknown>>(
  db: Database,
  request: SearchRequest,
  statement: SearchStatement,
): Promise<SearchPage<Row>> {
  const { name, text, values } = statement;
  if (name === null) {
    const result = await db.$client.query<{ counts: number[]; ids: number[] }>({ text, values });
    const [{ counts, ids } = { counts: [], ids: [] }] = result.rows;
    const customer = request.customer?.number ?? null;
    return { counts, rows: await readRows<Row>(db, ids, request.rows, customer) };
  }
  const result = await db.$client.query<Row & { counts: number[]; n: string | null }>({
    name,
    text,
    values,
  });
  const counts = result.rows[0]?.counts ?? [];
  return { counts, rows: result.rows.filter((row) => row.n !== null) };
}

/** Model search rows for the given entries, in the given order. */
export const readModelResults = (db: Database, ids: number[]) =>
  readRows<ModelResultRow>(db, ids, 'model', null);

/** Model entries of a catalogue whose keys are among `keys`, in the order of `keys`. */
export async function findModelEntriesByKeys(
  db: Database,
  scope: SearchScope,
  keys: string[],
): Promise<number[]> {
  if (keys.length === 0) return [];
  const wanted = sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute(sql`
    select e.entry_id from unnest(${wanted}) with ordinality as wanted(key, n)
    join search_entry e on e.pcn_key = wanted.key collate "C"
    where catalog_id = ${scope.catalogId}${scope.preview ? sql`` : sql` and not preview_only`}
      and result_type = 'Model'
    order by wanted.n`);
  return result.rows.map((r) => Number(r.entry_id));
}

/** Keys of the models a customer knows by a material number starting with `key`. */
export async function customerMaterialKeys(
  db: Database,
  customerNumber: string,
  materialKey: string,
): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct ${keyOf(sql`pcn_catalog_number`)} as key
    from customer_material
    where customer_number = ${customerNumber}
      and ${keyOf(sql`material_number`)} like ${`${materialKey}%`}
    limit 1000`);
  return result.rows.map((r) => String(r.key));
}

export async function listMaterialGroups(db: Database) {
  const result = await db.execute(sql`
    select material_group_number, material_group_description, material_group_description_long
    from material_group order by material_group_number`);
  return result.rows as {
    material_group_number: string;
    material_group_description: string;
    material_group_description_long: string | null;
  }[];
}
