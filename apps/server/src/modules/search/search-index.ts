import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The SQL twin of the domain's searchKey(): letters and digits, upper case, no leading zeros. */
export const keyOf = (text: SQL): SQL =>
  sql`ltrim(upper(regexp_replace(${text}, '[^A-Za-z0-9]+', '', 'g')), '0')`;

// What a visitor of each catalogue can see, mirroring productShown/tableShown of the
// catalogue reads: every level visible, the product in the catalogue, the table placed as a
// visible model-table item on an active tab of an active section.
const shownProducts = sql`
  create temp table shown_product on commit drop as
  select pc.catalog_id, p.product_id,
         (p.is_preview or s.is_preview or c.is_preview or k.is_preview) as preview_only,
         row_number() over (
           partition by pc.catalog_id
           order by k.order_by, k.category_id, c.order_by, c.product_class_id,
                    s.order_by, s.manufacturing_series_id, p.order_by, p.product_id
         ) as page_order,
         p.display_name,
         to_tsvector('simple', concat_ws(' ', p.display_name, replace(p.name, '-', ' '),
           p.description, s.display_name, s.tpi_mfg_series)) as words
  from product p
  join product_catalog pc on pc.product_id = p.product_id
  join manufacturing_series s on s.manufacturing_series_id = p.manufacturing_series_id
  join product_class c on c.product_class_id = s.product_class_id
  join category k on k.category_id = c.category_id
  where p.visible and s.visible and c.visible and k.visible`;

const shownTables = sql`
  create temp table shown_table on commit drop as
  select sp.catalog_id, sp.product_id, sp.preview_only, sp.page_order,
         t.section_table_id, t.order_by, t.display_name
  from section_table t
  join shown_product sp on sp.product_id = t.product_id
  where t.visible and exists (
    select 1 from section_item i
    join section_tab tb on tb.section_tab_id = i.section_tab_id
    join section se on se.section_id = tb.section_id
    where i.section_table_id = t.section_table_id and i.section_item_type = 'ModelTable'
      and i.visible and tb.active and se.active)`;

const insertProducts = sql`
  insert into search_entry (catalog_id, preview_only, result_type, product_id, words)
  select catalog_id, preview_only, 'Product', product_id, words
  from shown_product order by catalog_id, page_order`;

const insertTables = sql`
  insert into search_entry (catalog_id, preview_only, result_type, product_id, section_table_id, words)
  select catalog_id, preview_only, 'Table', product_id, section_table_id,
         to_tsvector('simple', display_name)
  from shown_table where coalesce(trim(display_name), '') <> ''
  order by catalog_id, page_order, order_by, section_table_id`;

// A model is found once per catalogue, at its first placement in page order; a placement
// everyone may see wins over a preview-only one.
const insertModels = sql`
  insert into search_entry (catalog_id, preview_only, result_type, product_id, section_table_id,
                            pcn_catalog_number, pcn_key, model_key, words)
  select catalog_id, preview_only, 'Model', product_id, section_table_id, pcn, pcn_key, model_key, words
  from (
    select distinct on (st.catalog_id, m.pcn_catalog_number)
           st.catalog_id, (st.preview_only or m.is_preview) as preview_only, st.product_id,
           st.section_table_id, m.pcn_catalog_number as pcn,
           ${keyOf(sql`m.pcn_catalog_number`)} as pcn_key,
           ${keyOf(sql`m.fingood_tpi_mfg_mod`)} as model_key,
           to_tsvector('simple', concat_ws(' ', m.descriptions, m.sap_model_description)) as words
    from shown_table st
    join section_table_model stm on stm.section_table_id = st.section_table_id
    join product_model pm on pm.product_model_id = stm.product_model_id
    join model m on m.pcn_catalog_number = pm.pcn_catalog_number
    where m.visible
    order by st.catalog_id, m.pcn_catalog_number, (st.preview_only or m.is_preview),
             st.page_order, st.order_by, st.section_table_id
  ) placed
  order by catalog_id, pcn_key, pcn`;

// A model's division model numbers, with their Pcn and Barcode, are found as its model number
// is: each is the model key of a row pointing to the model's entry, so the model-number tiers
// and their indexes find it. Numbers the model's entry already carries add nothing.
const insertDivisionNumbers = sql`
  insert into search_entry (catalog_id, preview_only, result_type, product_id, section_table_id,
                            pcn_catalog_number, model_key, words, alias_of)
  select distinct on (e.entry_id, n.key)
         e.catalog_id, e.preview_only, 'Model', e.product_id, e.section_table_id,
         e.pcn_catalog_number, n.key, ''::tsvector, e.entry_id
  from search_entry e
  join division_model d on d.pcn_catalog_number = e.pcn_catalog_number
  cross join lateral (
    select ${keyOf(sql`number`)} as key
    from (values (d.model_number), (d.pcn), (d.barcode)) numbers(number)) n
  where e.result_type = 'Model' and e.alias_of is null and n.key <> ''
    and n.key is distinct from e.pcn_key and n.key is distinct from e.model_key
  order by e.entry_id, n.key`;

/**
 * Rewrites the search index from the catalogue in one transaction; readers see the old
 * index until it commits. Run after loading data and after any catalogue change.
 */
export async function rebuildSearchIndex(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_entry`);
    const steps = [shownProducts, shownTables, insertProducts, insertTables, insertModels];
    for (const step of [...steps, insertDivisionNumbers]) await tx.execute(step);
  });
  await db.execute(sql`analyze search_entry`);
}

/** True when the catalogue has models but the index has none (a database from before it). */
export async function searchIndexMissing(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from model) and not exists (select 1 from search_entry) as missing`,
  );
  return result.rows[0]?.missing === true;
}
