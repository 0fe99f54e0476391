import type { NamedStatement } from '../../db/named-statement.ts';
import { imageJoinSql, pcnKeySql, priceColumnsSql, shownSql } from '../pricing/queries.ts';

/** The cart's statements, named so each connection plans them once. */
const statement = (name: string, text: string): NamedStatement => ({ name: `cart-${name}`, text });

/**
 * Who owns a cart, as $1: a guest by the SHA-256 of their cookie token, a signed-in user by id.
 * Each owner kind has its own named statements.
 */
export type OwnerKind = 'guest' | 'user';
const ownedBy: Record<OwnerKind, string> = {
  guest: 'guest_token_hash = $1::text',
  user: 'user_id = $1::int',
};
const ownerColumn: Record<OwnerKind, string> = {
  guest: 'guest_token_hash',
  user: 'user_id',
};
const ownerValue: Record<OwnerKind, string> = { guest: '$1::text', user: '$1::int' };
const named = (name: string, kind: OwnerKind) => (kind === 'guest' ? name : `${name}-user`);
const byOwner = (build: (kind: OwnerKind) => NamedStatement) => ({
  guest: build('guest'),
  user: build('user'),
});

const cartColumns =
  'cart_id as "cartId", date_created as "dateCreated", date_modified as "dateModified"';
const lineColumns = 'cart_item_id as id, pcn_catalog_number as "pcnCatalogNumber", quantity';

/** Model $4 priced for site $2 (catalogue $3), as one row `target`. */
const target = `target as (
  select ${priceColumnsSql},
         ${shownSql({ key: pcnKeySql('m.pcn_catalog_number'), site: '$2::int', catalog: '$3::int' })} as shown
  from model m ${imageJoinSql}
  where m.pcn_catalog_number = $4::text)`;
const sellable = 'target.shown and target.ecommerce and target.total_list > 0';
/** A cart line of table alias `t` as the JSON of a CartLineRow. */
const lineJson = (t: string) =>
  `json_build_object('id', ${t}.cart_item_id, 'pcnCatalogNumber', ${t}.pcn_catalog_number,
     'quantity', ${t}.quantity)`;

/**
 * Adds $5 of model $4 to the cart of owner $1 on site $2 in one statement: a new merge line,
 * or more on the model's merge line (the unique index makes concurrent adds merge).
 * Nothing is written for a model that cannot be bought, past $6 lines or past $7 units; the
 * answer carries what is needed to say why, or the written line and the cart's other lines.
 */
export const addToCart = byOwner((kind) =>
  statement(
    named('add', kind),
    `with ${target},
   c as (
     select cart_id, date_created, date_modified from cart
     where ${ownedBy[kind]} and site_id = $2::int),
   merge_line as (
     select i.quantity from cart_item i join c on c.cart_id = i.cart_id
     where i.pcn_catalog_number = $4::text and i.merge_target),
   line_count as (select count(*)::int as n from cart_item i join c on c.cart_id = i.cart_id),
   written as (
     insert into cart_item (cart_id, pcn_catalog_number, quantity, merge_target)
     select c.cart_id, $4::text, $5::int, true from c, target
     where ${sellable}
       and ((select n from line_count) < $6::int or exists (select 1 from merge_line))
     on conflict (cart_id, pcn_catalog_number) where merge_target
     do update set quantity = cart_item.quantity + excluded.quantity
     where cart_item.quantity + excluded.quantity <= $7::int
     returning ${lineJson('cart_item')} as line),
   -- Kept to the minute: a burst of adds rewrites the cart row once, not every time.
   touched as (
     update cart set date_modified = now()
     where cart_id = (select cart_id from c) and exists (select 1 from written)
       and date_modified < now() - interval '1 minute'
     returning date_modified)
   select (select cart_id from c) as "cartId",
          (select to_json(date_created)#>>'{}' from c) as "dateCreated",
          to_json(coalesce((select date_modified from touched), (select date_modified from c)))#>>'{}'
            as "dateModified",
          (select quantity from merge_line) as "mergeQuantity",
          (select n from line_count) as "lineCount",
          (select line from written) as written,
          -- The lines before this add (a statement sees its own snapshot); the caller merges it in.
          (select json_agg(${lineJson('i')} order by i.cart_item_id)
           from cart_item i join c on c.cart_id = i.cart_id) as lines,
          (select row_to_json(target) from target) as target`,
  ),
);

/**
 * A first add: starts the cart of owner $1 on site $2 with $5 of model $4, if sellable. A
 * user's cart started meanwhile by another request wins: nothing is written, and the caller
 * adds to that cart instead.
 */
export const addToNewCart = byOwner((kind) =>
  statement(
    named('add-new', kind),
    `with ${target},
   c as (
     insert into cart (site_id, ${ownerColumn[kind]})
     select $2::int, ${ownerValue[kind]} from target where ${sellable}
     ${kind === 'user' ? 'on conflict (user_id, site_id) do nothing' : ''}
     returning cart_id, date_created),
   written as (
     insert into cart_item (cart_id, pcn_catalog_number, quantity, merge_target)
     select c.cart_id, $4::text, $5::int, true from c
     returning ${lineJson('cart_item')} as line)
   select (select cart_id from c) as "cartId",
          (select to_json(date_created)#>>'{}' from c) as "dateCreated",
          (select to_json(date_created)#>>'{}' from c) as "dateModified",
          null::int as "mergeQuantity",
          0 as "lineCount",
          (select line from written) as written,
          null::json as lines,
          (select row_to_json(target) from target) as target`,
  ),
);

/** The cart of owner $1 on site $2 with its lines (one row without lines), oldest first. */
export const readCart = byOwner((kind) =>
  statement(
    named('read', kind),
    `select c.cart_id as "cartId",
          -- Dates as ISO text: parsed once per cart, not once per line.
          to_json(c.date_created)#>>'{}' as "dateCreated",
          to_json(c.date_modified)#>>'{}' as "dateModified",
          l.cart_item_id as id, l.pcn_catalog_number as "pcnCatalogNumber", l.quantity
   from cart c left join cart_item l on l.cart_id = c.cart_id
   where c.${ownedBy[kind]} and c.site_id = $2
   order by l.cart_item_id`,
  ),
);

/** $1 owner, $2 site. Touching the row locks it until the transaction ends. */
export const lockCart = byOwner((kind) =>
  statement(
    named('lock', kind),
    `update cart set date_modified = now() where ${ownedBy[kind]} and site_id = $2
   returning ${cartColumns}`,
  ),
);

/** $1 cart. */
export const cartLines = statement(
  'lines',
  `select ${lineColumns} from cart_item where cart_id = $1 order by cart_item_id`,
);

/** $1 cart, $2 catalogue numbers, $3 quantities: copies, in the order given. */
export const insertCopies = statement(
  'insert-copies',
  `insert into cart_item (cart_id, pcn_catalog_number, quantity)
   select $1, line.pcn, line.quantity
   from unnest($2::text[], $3::int[]) with ordinality as line(pcn, quantity, n) order by line.n
   returning ${lineColumns}`,
);

/** $1 cart, $2 line, $3 catalogue number, $4 quantity. A line given another model stops being its merge line. */
export const updateLine = statement(
  'update-line',
  `update cart_item
   set pcn_catalog_number = $3, quantity = $4, merge_target = merge_target and pcn_catalog_number = $3
   where cart_id = $1 and cart_item_id = $2`,
);

/** $1 cart, $2 line ids. */
export const deleteLines = statement(
  'delete-lines',
  `delete from cart_item where cart_id = $1 and cart_item_id = any($2::int[])`,
);

/** $1 cart: each model left without a merge line gets its oldest line as one. */
export const restoreMergeLines = statement(
  'restore-merge',
  `update cart_item set merge_target = true where cart_item_id in (
     select min(cart_item_id) from cart_item where cart_id = $1
     group by pcn_catalog_number having not bool_or(merge_target))`,
);

/** $1 catalogue numbers: units available over all locations. */
export const inventoryTotals = statement(
  'inventory',
  `select pcn_catalog_number as pcn, sum(quantity_available)::int as available
   from inventory where pcn_catalog_number = any($1::text[]) group by pcn_catalog_number`,
);
