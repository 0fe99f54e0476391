import {
  CUSTOMER_ALL_LIMIT,
  CUSTOMER_SEARCH_LIMIT,
  CUSTOMERS_WITH_REQUESTS_LIMIT,
  PermissionType,
  type CustomerSearchQuery,
} from '@portal/domain';
import { and, asc, desc, eq, or, param, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customer,
  customerMaterial,
  customerSalesRep,
  permissionRequest,
  salesRep,
  shipTo,
} from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/session.ts';
import { numberContains, numberIs } from './number-match.ts';
import { customerListColumns } from './queries.ts';
import { containsText, customerVisibleTo } from './visibility.ts';

/** Qualified, as in queries.ts: a bare column inside a subquery would bind to the inner table. */
const listedCustomer = sql`${customer}.${sql.identifier(customer.customerNumber.name)}`;

const hasMaterials = sql<boolean>`exists (select 1 from ${customerMaterial} m where m.customer_number = ${listedCustomer} and btrim(m.material_number) <> '')`;

/**
 * Customers the viewer may see whose number (leading zeros aside) or name holds the keyword,
 * the one it names exactly first, then by name. The trigram indexes serve both tests.
 */
export async function searchCustomers(db: Executor, viewer: Viewer, query: CustomerSearchQuery) {
  const where: SQL[] = [customerVisibleTo(viewer, customer.customerNumber)];
  // The customer the keyword names exactly comes first.
  const order: SQL[] = [asc(sql`lower(${customer.customerName})`), asc(customer.customerNumber)];
  if (query.keyword) {
    order.unshift(desc(numberIs(customer.customerNumber, query.keyword)));
    where.push(
      or(
        numberContains(customer.customerNumber, query.keyword),
        containsText(customer.customerName, query.keyword),
      )!,
    );
  }
  // The rep's number may be typed without the ERP's zeros, as everywhere in the portal.
  if (query.salesRep)
    where.push(
      sql`${customer.customerNumber} in (select ${customerSalesRep.customerNumber} from ${customerSalesRep} where ${customerSalesRep.salesRepNumber} in (select ${salesRep.salesRepNumber} from ${salesRep} where ${numberIs(salesRep.salesRepNumber, query.salesRep)}))`,
    );
  return db
    .select({
      customerNumber: customer.customerNumber,
      customerName: customer.customerName,
      name2: customer.name2,
      street: customer.street,
      postalCode: customer.postalCode,
      city: customer.city,
      country: customer.country,
      region: customer.region,
      taxJurisdictionCode: customer.taxJurisdictionCode,
      phone: customer.phone,
      emails: customer.emails,
      isCreditBlocked: customer.isCreditBlocked,
      paymentTerm: customer.paymentTerm,
      shippingText: customer.shippingText,
      hasMaterials: query.includeCustomerMaterialInfo ? hasMaterials : sql<boolean>`false`,
    })
    .from(customer)
    .where(and(...where))
    .orderBy(...order)
    .limit(CUSTOMER_SEARCH_LIMIT);
}

/** The customer's ship-to partners other than itself, by partner number (ship_to_partner_key). */
export async function shipTosOf(db: Executor, customerNumber: string) {
  return db
    .select({
      PartnerNumber: shipTo.partnerNumber,
      Name: shipTo.name,
      Name2: shipTo.name2,
      Street: shipTo.street,
      City: shipTo.city,
      Region: shipTo.region,
      PostalCode: shipTo.postalCode,
      Country: shipTo.country,
      Phone: shipTo.phone,
    })
    .from(shipTo)
    .where(eq(shipTo.customerNumber, customerNumber))
    .orderBy(asc(shipTo.partnerNumber));
}

/** Every customer the viewer may see, by number, up to CUSTOMER_ALL_LIMIT. */
export async function allCustomers(db: Executor, viewer: Viewer) {
  return db
    .select(customerListColumns)
    .from(customer)
    .where(customerVisibleTo(viewer, customer.customerNumber))
    .orderBy(asc(customer.customerNumber))
    .limit(CUSTOMER_ALL_LIMIT);
}

/**
 * Customers with open requests the viewer decides, newest request first: any open one for a
 * customer admin (permission_request_open_idx), those waiting for them for a sales rep.
 */
export async function customersWithOpenRequests(db: Executor, viewer: Viewer) {
  if (!viewer.isCustomerAdmin && viewer.salesReps.length === 0) return [];
  const reps = viewer.salesReps.map((r) => r.number);
  const open = viewer.isCustomerAdmin
    ? sql`${permissionRequest.status} in (1, 5)`
    : sql`${permissionRequest.status} = 5 and ${permissionRequest.customerNumber} in (select ${customerSalesRep.customerNumber} from ${customerSalesRep} where ${customerSalesRep.salesRepNumber} = any(${param(reps)}::text[]))`;
  return db
    .select(customerListColumns)
    .from(permissionRequest)
    .innerJoin(customer, eq(customer.customerNumber, permissionRequest.customerNumber))
    .where(and(eq(permissionRequest.type, PermissionType.Customer), open))
    .groupBy(customer.customerNumber)
    .orderBy(desc(sql`max(${permissionRequest.createdAt})`), asc(customer.customerNumber))
    .limit(CUSTOMERS_WITH_REQUESTS_LIMIT);
}
