import type { SalesRepListQuery } from '@portal/domain';
import { and, asc, desc, eq, exists, param, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customer,
  customerSalesRep,
  permissionRequest,
  salesRep,
  userSalesRepPermission,
} from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/session.ts';
import { numberContains, numberIs } from '../customer/number-match.ts';
import { containsText } from '../customer/visibility.ts';

/** Qualified for the same reason as the customer list's (customer/queries.ts). */
const listedSalesRep = sql`${salesRep}.${sql.identifier(salesRep.salesRepNumber.name)}`;
const openRequests = sql<number>`(select count(*)::int from ${permissionRequest} pr where pr.sales_rep_number = ${listedSalesRep} and pr.status = 1)`;

const sortColumns = {
  PermissionRequests: openRequests,
  SalesRepNumber: salesRep.salesRepNumber,
  SalesRepName: sql`lower(${salesRep.name})`,
  City: sql`lower(${salesRep.city})`,
  State: sql`lower(${salesRep.region})`,
  PostalCode: salesRep.postalCode,
} as const;

/** Everyone for a customer admin; otherwise the sales reps held. */
export const salesRepVisibleTo = (viewer: Viewer): SQL =>
  viewer.isCustomerAdmin
    ? sql`true`
    : sql`${salesRep.salesRepNumber} = any(${param(viewer.salesReps.map((r) => r.number))}::text[])`;

export async function listSalesReps(db: Executor, viewer: Viewer, query: SalesRepListQuery) {
  const where: SQL[] = [salesRepVisibleTo(viewer)];
  if (query.salesRepNumber)
    where.push(numberContains(salesRep.salesRepNumber, query.salesRepNumber));
  if (query.salesRepName) where.push(containsText(salesRep.name, query.salesRepName));
  if (query.city) where.push(sql`lower(${salesRep.city}) = ${query.city.toLowerCase()}`);
  if (query.state) where.push(sql`lower(${salesRep.region}) = ${query.state.toLowerCase()}`);
  if (query.postalCode) where.push(eq(salesRep.postalCode, query.postalCode));
  if (query.filterByHasUsers)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userSalesRepPermission)
          .where(eq(userSalesRepPermission.salesRepNumber, salesRep.salesRepNumber)),
      ),
    );
  if (query.filterByHasPendingPermissions) where.push(sql`${openRequests} > 0`);
  const direction = query.SortDirection === 'asc' ? asc : desc;
  const rows = await db
    .select({
      Id: salesRep.salesRepNumber,
      Name: salesRep.name,
      City: salesRep.city,
      State: salesRep.region,
      PostalCode: salesRep.postalCode,
      PermissionRequests: openRequests,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(salesRep)
    .where(and(...where))
    .orderBy(direction(sortColumns[query.SortBy]), asc(salesRep.salesRepNumber))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** The sales rep a number names, typed with or without leading zeros; as typed wins a tie. */
export async function findSalesRep(db: Executor, viewer: Viewer, number: string) {
  const [row] = await db
    .select()
    .from(salesRep)
    .where(and(numberIs(salesRep.salesRepNumber, number), salesRepVisibleTo(viewer)))
    .orderBy(desc(eq(salesRep.salesRepNumber, number)), asc(salesRep.salesRepNumber))
    .limit(1);
  return row ?? null;
}

export async function customersOfSalesRep(db: Executor, number: string) {
  return db
    .select({
      CustomerNumber: customer.customerNumber,
      CustomerName: customer.customerName,
      City: customer.city,
      State: customer.region,
    })
    .from(customerSalesRep)
    .innerJoin(customer, eq(customer.customerNumber, customerSalesRep.customerNumber))
    .where(eq(customerSalesRep.salesRepNumber, number))
    .orderBy(asc(customer.customerNumber));
}
