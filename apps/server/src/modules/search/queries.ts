import { SEARCH_COUNT_CAP, type TierSlice } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keyOf } from './search-index.ts';
import type { Tier } from './tiers.ts';

/** Which entries a search may return. */
export interface SearchScope {
  catalogId: number;
  preview: boolean;
  modelsOnly?: boolean;
}

function inScope(scope: SearchScope): SQL {
  const preview = scope.preview ? sql`` : sql` and not preview_only`;
  const models = scope.modelsOnly ? sql` and result_type = 'Model'` : sql``;
  return sql`catalog_id = ${scope.catalogId}${preview}${models}`;
}

/** Entries per tier, each count stopping at the cap; one round trip. */
export async function countTiers(db: Database, scope: SearchScope, tiers: Tier[]) {
  if (tiers.length === 0) return [];
  const counts = tiers.map(
    (tier, i) => sql`(select count(*) from (
      select 1 from search_entry where ${inScope(scope)} and ${tier.where}
      limit ${SEARCH_COUNT_CAP}) capped) as ${sql.raw(`t${i}`)}`,
  );
  const result = await db.execute(sql`select ${sql.join(counts, sql`, `)}`);
  const row = result.rows[0] as Record<string, string | number>;
  return tiers.map((_, i) => Number(row[`t${i}`]));
}

/** Entry ids of one page, in rank order. */
export async function pageEntryIds(
  db: Database,
  scope: SearchScope,
  tiers: Tier[],
  slices: TierSlice[],
): Promise<number[]> {
  if (slices.length === 0) return [];
  const parts = slices.map(({ tier, offset, limit }) => {
    const t = tiers[tier]!;
    return sql`(select entry_id, ${tier}::int as tier,
        row_number() over (order by ${t.orderBy}) as pos
      from (select entry_id, pcn_key, model_key from search_entry
            where ${inScope(scope)} and ${t.where}
            order by ${t.orderBy} limit ${limit} offset ${offset}) slice)`;
  });
  const result = await db.execute(
    sql`select entry_id from (${sql.join(parts, sql` union all `)}) page order by tier, pos`,
  );
  return result.rows.map((r) => Number(r.entry_id));
}

export interface SiteResultRow extends Record<string, unknown> {
  result_type: 'Model' | 'Table' | 'Product';
  pcn_catalog_number: string | null;
  fingood_tpi_mfg_mod: string | null;
  model_description: string | null;
  product_description: string;
  category_name: string;
  category_display_name: string;
  product_class_name: string;
  product_class_display_name: string;
  series_name: string;
  series_display_name: string;
  product_name: string;
  product_display_name: string;
  section_name: string | null;
  section_display_name: string | null;
  tab_name: string | null;
  tab_display_name: string | null;
  section_table_id: number | null;
  table_display_name: string | null;
  image_path: string | null;
}

const idList = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** What the result rows show for the given entries, in the given order. */
export async function readSiteResults(db: Database, ids: number[]): Promise<SiteResultRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select e.result_type, e.pcn_catalog_number, m.fingood_tpi_mfg_mod,
           coalesce(m.descriptions, m.sap_model_description) as model_description,
           p.description as product_description,
           k.name as category_name, k.display_name as category_display_name,
           c.name as product_class_name, c.display_name as product_class_display_name,
           s.name as series_name, s.display_name as series_display_name,
           p.name as product_name, p.display_name as product_display_name,
           place.section_name, place.section_display_name, place.tab_name, place.tab_display_name,
           e.section_table_id, t.display_name as table_display_name,
           coalesce(mi.image_path, pi.image_path, ki.image_path) as image_path
    from unnest(${idList(ids)}) with ordinality as wanted(entry_id, n)
    join search_entry e on e.entry_id = wanted.entry_id
    join product p on p.product_id = e.product_id
    join manufacturing_series s on s.manufacturing_series_id = p.manufacturing_series_id
    join product_class c on c.product_class_id = s.product_class_id
    join category k on k.category_id = c.category_id
    left join model m on m.pcn_catalog_number = e.pcn_catalog_number
    left join section_table t on t.section_table_id = e.section_table_id
    left join lateral (
      select se.name as section_name, se.display_name as section_display_name,
             tb.name as tab_name, tb.display_name as tab_display_name
      from section_item i
      join section_tab tb on tb.section_tab_id = i.section_tab_id
      join section se on se.section_id = tb.section_id
      where i.section_table_id = e.section_table_id and i.section_item_type = 'ModelTable'
        and i.visible and tb.active and se.active
      order by se.order_by, se.section_id, tb.order_by, tb.section_tab_id, i.order_by
      limit 1) place on true
    left join image mi on mi.image_id = m.image_id and not mi.is_deleted
    left join image pi on pi.image_id = p.thumbnail_image_id and not pi.is_deleted
    left join image ki on ki.image_id = k.image_id and not ki.is_deleted
    order by wanted.n`);
  return result.rows as SiteResultRow[];
}

export interface ModelResultRow extends Record<string, unknown> {
  pcn_catalog_number: string;
  customer_material_number: string | null;
  fingood_tpi_mfg_mod: string;
  sap_model_description: string | null;
  total_list: string | null;
  product_hierarchy: string | null;
}

/** Model search rows for the given entries, with a customer's own material numbers. */
export async function readModelResults(
  db: Database,
  ids: number[],
  customerNumber: string | null,
): Promise<ModelResultRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select m.pcn_catalog_number, cm.material_number as customer_material_number,
           m.fingood_tpi_mfg_mod, m.sap_model_description, m.total_list, m.product_hierarchy
    from unnest(${idList(ids)}) with ordinality as wanted(entry_id, n)
    join search_entry e on e.entry_id = wanted.entry_id
    join model m on m.pcn_catalog_number = e.pcn_catalog_number
    left join customer_material cm
      on cm.pcn_catalog_number = m.pcn_catalog_number and cm.customer_number = ${customerNumber}
    order by wanted.n`);
  return result.rows as ModelResultRow[];
}

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
    where ${inScope({ ...scope, modelsOnly: true })}
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
