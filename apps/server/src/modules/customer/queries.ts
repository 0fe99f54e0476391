import type { CustomerListQuery } from '@portal/domain';
import { and, asc, desc, eq, exists, param, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customer,
  customerSalesRep,
  permissionRequest,
  salesRep,
  userCustomerPermission,
} from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/session.ts';
import { numberContains, numberIs } from './number-match.ts';
import { containsText, customerVisibleTo } from './visibility.ts';

/**
 * The listed customer's number, named with its table: in a one-table select Drizzle leaves
 * select-list columns unqualified, and a bare "customer_number" inside the subquery would be
 * the request's own, counting every open request.
 */
const listedCustomer = sql`${customer}.${sql.identifier(customer.customerNumber.name)}`;
const openRequests = sql<number>`(select count(*)::int from ${permissionRequest} pr where pr.customer_number = ${listedCustomer} and pr.status in (1, 5))`;

const sortColumns = {
  PermissionRequests: openRequests,
  CustomerNumber: customer.customerNumber,
  CustomerName: sql`lower(${customer.customerName})`,
  City: sql`lower(${customer.city})`,
  State: sql`lower(${customer.region})`,
  PostalCode: customer.postalCode,
} as const;

/** A customer as lists show it: number, name and where it is. */
export const customerListColumns = {
  CustomerNumber: customer.customerNumber,
  CustomerName: customer.customerName,
  City: customer.city,
  State: customer.region,
  PostalCode: customer.postalCode,
};

/** One page of the customers the viewer may see, with the count of open requests. */
export async function listCustomers(db: Executor, viewer: Viewer, query: CustomerListQuery) {
  const where: SQL[] = [customerVisibleTo(viewer, customer.customerNumber)];
  if (query.customerNumber)
    where.push(numberContains(customer.customerNumber, query.customerNumber));
  if (query.customerName) where.push(containsText(customer.customerName, query.customerName));
  if (query.city) where.push(sql`lower(${customer.city}) = ${query.city.toLowerCase()}`);
  if (query.state) where.push(sql`lower(${customer.region}) = ${query.state.toLowerCase()}`);
  if (query.postalCode) where.push(eq(customer.postalCode, query.postalCode));
  if (query.filterByHasUsers)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userCustomerPermission)
          .where(eq(userCustomerPermission.customerNumber, customer.customerNumber)),
      ),
    );
  if (query.filterByHasPendingPermissions) where.push(sql`${openRequests} > 0`);
  const direction = query.SortDirection === 'asc' ? asc : desc;
  const rows = await db
    .select({
      ...customerListColumns,
      PermissionRequests: openRequests,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(customer)
    .where(and(...where))
    .orderBy(direction(sortColumns[query.SortBy]), asc(customer.customerNumber))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

/** The customer a number names, typed with or without leading zeros; as typed wins a tie. */
export async function findCustomer(db: Executor, viewer: Viewer, customerNumber: string) {
  const [row] = await db
    .select()
    .from(customer)
    .where(
      and(
        numberIs(customer.customerNumber, customerNumber),
        customerVisibleTo(viewer, customer.customerNumber),
      ),
    )
    .orderBy(desc(eq(customer.customerNumber, customerNumber)), asc(customer.customerNumber))
    .limit(1);
  return row ?? null;
}

export async function salesRepsOfCustomers(db: Executor, customerNumbers: string[]) {
  if (customerNumbers.length === 0) return [];
  return db
    .select({
      customerNumber: customerSalesRep.customerNumber,
      SalesRepNumber: salesRep.salesRepNumber,
      Name: salesRep.name,
    })
    .from(customerSalesRep)
    .innerJoin(salesRep, eq(salesRep.salesRepNumber, customerSalesRep.salesRepNumber))
    .where(sql`${customerSalesRep.customerNumber} = any(${param(customerNumbers)}::text[])`)
    .orderBy(asc(salesRep.salesRepNumber));
}
