import type pg from 'pg';
import { inTransaction } from './client-transaction.ts';
import { planMerge, type MergeLine } from './merge-plan.ts';

const lineColumns = `cart_item_id as id, pcn_catalog_number as "pcnCatalogNumber", quantity,
  merge_target as "mergeTarget"`;

async function linesOf(client: pg.PoolClient, cartId: number): Promise<MergeLine[]> {
  const { rows } = await client.query<MergeLine>(
    `select ${lineColumns} from cart_item where cart_id = $1 order by cart_item_id`,
    [cartId],
  );
  return rows;
}

/**
 * At sign-in the guest cart of the browser (token hash) joins the user's cart on the site
 * (started if need be) and is deleted, in one transaction; answers the guest lines that did
 * not fit. Two sign-ins with the same cookie merge it once: the second finds it gone.
 */
export async function mergeGuestCart(
  pool: pg.Pool,
  input: { siteId: number; tokenHash: string; userId: number },
): Promise<{ merged: number; dropped: number }> {
  return inTransaction(pool, async (client) => {
    const guest = await client.query<{ cartId: number }>(
      `select cart_id as "cartId" from cart where guest_token_hash = $1 and site_id = $2
       for update`,
      [input.tokenHash, input.siteId],
    );
    const guestCartId = guest.rows[0]?.cartId;
    if (guestCartId === undefined) return { merged: 0, dropped: 0 };
    const user = await client.query<{ cartId: number }>(
      `insert into cart (site_id, user_id) values ($1, $2)
       on conflict (user_id, site_id) do update set date_modified = now()
       returning cart_id as "cartId"`,
      [input.siteId, input.userId],
    );
    const userCartId = user.rows[0]!.cartId;
    const guestLines = await linesOf(client, guestCartId);
    const plan = planMerge(await linesOf(client, userCartId), guestLines);
    for (const line of plan.updates)
      await client.query('update cart_item set quantity = $2 where cart_item_id = $1', [
        line.id,
        line.quantity,
      ]);
    if (plan.inserts.length > 0)
      await client.query(
        `insert into cart_item (cart_id, pcn_catalog_number, quantity, merge_target)
         select $1, line.pcn, line.quantity, line.merge
         from unnest($2::text[], $3::int[], $4::bool[]) with ordinality as line(pcn, quantity, merge, n)
         order by line.n`,
        [
          userCartId,
          plan.inserts.map((l) => l.pcnCatalogNumber),
          plan.inserts.map((l) => l.quantity),
          plan.inserts.map((l) => l.mergeTarget),
        ],
      );
    await client.query('delete from cart where cart_id = $1', [guestCartId]);
    return { merged: guestLines.length - plan.dropped, dropped: plan.dropped };
  });
}
