import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ModelDimensions } from '../../db/schema/index.ts';
import { runStatement, type NamedStatement, type PgQueryable } from '../../db/named-statement.ts';

export interface ModelPriceRow extends Record<string, unknown> {
  pcn_catalog_number: string;
  fingood_tpi_mfg_mod: string;
  descriptions: string | null;
  sap_model_description: string | null;
  product_hierarchy: string | null;
  total_list: string | number | null;
  ecommerce: boolean;
  shipping_strategy_id: number | null;
  image_path: string | null;
  series: string | null;
  details: string | null;
  notes: string | null;
  material_group_number: string | null;
  model_dimensions: ModelDimensions | null;
  /** Placed, published, in a cart-enabled catalogue of the site. */
  shown: boolean;
}

/** The SQL twin of the domain's searchKey(), in the search index's collation. */
export const pcnKeySql = (column: string): string =>
  `ltrim(upper(regexp_replace(${column}, '[^A-Za-z0-9]+', '', 'g')), '0') collate "C"`;

/**
 * Whether model `m` is shown to a visitor of site `site`: visible, published and placed in one
 * of the site's catalogues whose cart is enabled (its own catalogue `catalog` or one it lists).
 * `key` is the model's search key. Arguments are SQL: columns or $n placeholders.
 */
export const shownSql = (a: { key: string; site: string; catalog: string }): string => `
  (m.visible and not m.is_preview and exists (
    select 1 from search_entry e
    join catalog c on c.catalog_id = e.catalog_id and c.cart_enabled
    where e.pcn_key = ${a.key} and e.pcn_catalog_number = m.pcn_catalog_number
      and e.result_type = 'Model' and not e.preview_only
      and (e.catalog_id = ${a.catalog} or e.catalog_id in (
        select sc.catalog_id from site_catalog sc where sc.site_id = ${a.site}))))`;

/** What a ModelPriceRow holds of model `m` and its thumbnail `i` (joined with `imageJoinSql`). */
export const priceColumnsSql = `m.pcn_catalog_number, m.fingood_tpi_mfg_mod, m.descriptions,
  m.sap_model_description, m.product_hierarchy, m.total_list, m.ecommerce, m.shipping_strategy_id,
  i.image_path, m.series, m.details, m.notes, m.material_group_number, m.model_dimensions`;
export const imageJoinSql = 'left join image i on i.image_id = m.image_id and not i.is_deleted';

const modelPrices: NamedStatement = {
  name: 'pricing-model-prices',
  text: `
    select ${priceColumnsSql}, ${shownSql({ key: 'wanted.key', site: '$3', catalog: '$4' })} as shown
    from unnest($1::text[], $2::text[]) as wanted(pcn, key)
    join model m on m.pcn_catalog_number = wanted.pcn
    ${imageJoinSql}`,
};

/**
 * The models among `pcns`, each with whether a visitor of the site can see it: a visible,
 * published placement in one of the site's catalogues whose cart is enabled. Placement is
 * read from the search index, the catalogue's one record of what each catalogue shows.
 */
export async function readModelPrices(
  db: Executor | PgQueryable,
  site: { siteId: number; catalogId: number },
  pcns: readonly { pcn: string; key: string }[],
): Promise<ModelPriceRow[]> {
  if (pcns.length === 0) return [];
  const values = [pcns.map((p) => p.pcn), pcns.map((p) => p.key), site.siteId, site.catalogId];
  return runStatement<ModelPriceRow>(db, modelPrices, values);
}

export interface ShippingStrategyRow {
  shippingStrategyId: number;
  name: string;
  displayName: string;
  description: string | null;
  costs: {
    shippingStrategyCostId: number;
    shippingCost: number;
    description: string | null;
    minOrderAmount: number;
    maxOrderAmount: number | null;
  }[];
}

/** Every strategy with its tiers in their configured order, in one statement. */
export async function readShippingStrategies(db: Executor): Promise<ShippingStrategyRow[]> {
  const result = await db.execute<ShippingStrategyRow & Record<string, unknown>>(sql`
    select s.shipping_strategy_id as "shippingStrategyId", s.name, s.display_name as "displayName",
           s.description,
           coalesce((select json_agg(json_build_object(
                       'shippingStrategyCostId', c.shipping_strategy_cost_id,
                       'shippingCost', c.shipping_cost,
                       'description', c.description,
                       'minOrderAmount', c.min_order_amount,
                       'maxOrderAmount', c.max_order_amount)
                     order by c.order_by, c.shipping_strategy_cost_id)
                     from shipping_strategy_cost c
                     where c.shipping_strategy_id = s.shipping_strategy_id), '[]') as costs
    from shipping_strategy s
    order by s.shipping_strategy_id`);
  return result.rows;
}
