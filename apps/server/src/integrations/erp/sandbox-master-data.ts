import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ErpParty } from './erp-sales-order.ts';
import type {
  HistoryCustomer,
  HistoryMasterData,
  HistoryModel,
  HistoryUser,
} from './sandbox-history-input.ts';

/*
 * A real ERP owns its customers, materials and users. The sandbox has none of its own, so it
 * reads the portal's copies of them: the customers it is told to hold orders for, with their
 * ship-tos, sales reps and the users who hold them, and the catalogue's priced models.
 */

interface PartyRow extends Record<string, unknown> {
  owner: string;
  partner_number: string;
  name: string;
  name2: string;
  street: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  phone: string;
}

interface UserRow extends Record<string, unknown> {
  holds: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

const partyOf = (row: PartyRow, fallbackPhone = ''): ErpParty => ({
  partnerNumber: row.partner_number,
  name: row.name,
  name2: row.name2 || null,
  street: row.street,
  city: row.city,
  region: row.region,
  postalCode: row.postal_code,
  country: row.country,
  phone: row.phone || fallbackPhone,
});

const userOf = (row: UserRow): HistoryUser => ({
  username: row.username,
  name: `${row.first_name} ${row.last_name}`.trim() || row.username,
  email: row.email || (row.username.includes('@') ? row.username : null),
});

function groupBy<T, U>(rows: readonly T[], keyOf: (row: T) => string, map: (row: T) => U) {
  const groups = new Map<string, U[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row)) ?? [];
    group.push(map(row));
    groups.set(keyOf(row), group);
  }
  return groups;
}

const userColumns = sql`u.username, u.first_name, u.last_name, u.email`;

async function readCustomers(db: Executor, customerNumbers: readonly string[]) {
  const numbers = sql`array[${sql.join(
    customerNumbers.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;
  const customers = await db.execute<PartyRow & { emails: string[]; is_credit_blocked: boolean }>(
    sql`select customer_number as owner, customer_number as partner_number,
        customer_name as name, name2, street, city, region, postal_code, country, phone, emails,
        is_credit_blocked
      from customer where customer_number = any(${numbers}) order by customer_number`,
  );
  const shipTos = await db.execute<PartyRow>(sql`
    select customer_number as owner, partner_number, name, name2, street, city, region,
      postal_code, country, phone
    from ship_to where customer_number = any(${numbers})
    order by customer_number, partner_number`);
  const reps = await db.execute<{ holds: string; number: string; name: string }>(sql`
    select c.customer_number as holds, r.sales_rep_number as number, r.name
    from customer_sales_rep c join sales_rep r on r.sales_rep_number = c.sales_rep_number
    where c.customer_number = any(${numbers}) order by c.customer_number, r.sales_rep_number`);
  const buyers = await db.execute<UserRow>(sql`
    select p.customer_number as holds, ${userColumns}
    from user_customer_permission p join app_user u on u.user_id = p.user_id
    where not u.disabled and p.customer_number = any(${numbers})
    order by p.customer_number, u.username`);
  const repUsers = await db.execute<UserRow>(sql`
    select p.sales_rep_number as holds, ${userColumns}
    from user_sales_rep_permission p join app_user u on u.user_id = p.user_id
    where not u.disabled order by p.sales_rep_number, u.username`);

  const shipTosOf = groupBy(
    shipTos.rows,
    (r) => r.owner,
    (r) => r,
  );
  const repsOf = groupBy(
    reps.rows,
    (r) => r.holds,
    (r) => ({ number: r.number, name: r.name }),
  );
  const buyersOf = groupBy(buyers.rows, (r) => r.holds, userOf);
  const usersOfRep = groupBy(repUsers.rows, (r) => r.holds, userOf);
  return customers.rows.map((row): HistoryCustomer => {
    const salesReps = repsOf.get(row.owner) ?? [];
    const ofReps = new Map(
      salesReps.flatMap((rep) => usersOfRep.get(rep.number) ?? []).map((u) => [u.username, u]),
    );
    return {
      number: row.owner,
      name: row.name,
      email: row.emails[0] ?? null,
      creditBlocked: row.is_credit_blocked,
      soldTo: partyOf(row),
      shipTos: (shipTosOf.get(row.owner) ?? []).map((s) => partyOf(s, row.phone)),
      salesReps,
      buyers: buyersOf.get(row.owner) ?? [],
      repUsers: [...ofReps.values()],
    };
  });
}

async function readOrderDesk(db: Executor): Promise<HistoryUser[]> {
  const desk = await db.execute<UserRow>(sql`
    select '' as holds, ${userColumns}
    from app_user u join user_role ur on ur.user_id = u.user_id
    join role r on r.role_id = ur.role_id
    where r.name = ${Role.CustomerAdmin} and not u.disabled order by u.username`);
  return desk.rows.map(userOf);
}

async function readModels(db: Executor): Promise<HistoryModel[]> {
  const models = await db.execute<{
    material: string;
    description: string;
    list_price: number;
    weight: number | null;
  }>(sql`
    select pcn_catalog_number as material,
      coalesce(descriptions, sap_model_description, fingood_tpi_mfg_mod) as description,
      total_list as list_price, (model_dimensions ->> 'Weight')::float8 as weight
    from model where visible and not is_preview and total_list > 0
    order by pcn_catalog_number`);
  return models.rows.map((m) => ({
    material: m.material,
    description: m.description,
    listPrice: Number(m.list_price),
    weight: m.weight === null ? null : Number(m.weight),
  }));
}

/** The master data the history is made of, in a stable order. */
export async function readHistoryMasterData(
  db: Executor,
  customerNumbers: readonly string[],
): Promise<HistoryMasterData> {
  return {
    customers: await readCustomers(db, customerNumbers),
    orderDesk: await readOrderDesk(db),
    models: await readModels(db),
  };
}
