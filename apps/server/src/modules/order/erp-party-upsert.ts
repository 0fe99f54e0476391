import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ErpParty, ErpSalesOrder } from '../../integrations/erp/erp-sales-order.ts';
import { jsonbRows as json } from './jsonb-rows.ts';

const partyRow = (orderId: number, role: 'BillTo' | 'ShipTo', p: ErpParty) => ({
  order_id: orderId,
  role,
  partner_number: p.partnerNumber,
  name: p.name,
  name2: p.name2,
  street: p.street,
  city: p.city,
  region: p.region,
  postal_code: p.postalCode,
  country: p.country,
  phone: p.phone,
});

/** The bill-to and ship-to parties and the sales reps of orders entered in the ERP. */
export async function upsertPartiesAndReps(
  tx: Executor,
  erpOrders: readonly { orderId: number; order: ErpSalesOrder }[],
): Promise<void> {
  if (erpOrders.length === 0) return;
  const parties = erpOrders.flatMap(({ orderId, order }) => [
    ...(order.billTo ? [partyRow(orderId, 'BillTo', order.billTo)] : []),
    partyRow(orderId, 'ShipTo', order.shipTo),
  ]);
  await tx.execute(sql`
    insert into order_party (order_id, role, partner_number, name, name2, street, city, region,
      postal_code, country, phone)
    select order_id, role, partner_number, name, name2, street, city, region, postal_code,
      country, phone
    from jsonb_populate_recordset(null::order_party, ${json(parties)})
    on conflict (order_id, role) do update set partner_number = excluded.partner_number,
      name = excluded.name, name2 = excluded.name2, street = excluded.street,
      city = excluded.city, region = excluded.region, postal_code = excluded.postal_code,
      country = excluded.country, phone = excluded.phone
    where (order_party.partner_number, order_party.name, order_party.name2, order_party.street,
        order_party.city, order_party.region, order_party.postal_code, order_party.country,
        order_party.phone)
      is distinct from (excluded.partner_number, excluded.name, excluded.name2, excluded.street,
        excluded.city, excluded.region, excluded.postal_code, excluded.country, excluded.phone)`);
  const reps = erpOrders.flatMap(({ orderId, order }) =>
    order.salesReps.map((r) => ({ order_id: orderId, sales_rep_number: r.number, name: r.name })),
  );
  const ids = erpOrders.map((o) => o.orderId);
  await tx.execute(sql`
    delete from order_sales_rep r
    where r.order_id = any(${sql`array[${sql.join(ids, sql`, `)}]::integer[]`})
      and (r.order_id, r.sales_rep_number) not in (
        select order_id, sales_rep_number
        from jsonb_populate_recordset(null::order_sales_rep, ${json(reps)}))`);
  if (reps.length > 0)
    await tx.execute(sql`
      insert into order_sales_rep (order_id, sales_rep_number, name)
      select order_id, sales_rep_number, name
      from jsonb_populate_recordset(null::order_sales_rep, ${json(reps)})
      on conflict (order_id, sales_rep_number) do update set name = excluded.name
      where order_sales_rep.name is distinct from excluded.name`);
}
