import { z } from 'zod';
import { booleanFlag } from '../query.ts';
import { CUSTOMER_LIST_PAGE_SIZE } from './constants.ts';
import { listPage, pageNumber, permissionRequest } from './user.ts';

const filterText = z.string().trim().max(100).optional();

/** The customer list's sortable columns, named as the API's SortBy. */
export const customerSortColumns = [
  'PermissionRequests',
  'CustomerNumber',
  'CustomerName',
  'City',
  'State',
  'PostalCode',
] as const;
export type CustomerSortColumn = (typeof customerSortColumns)[number];

/** GET /customer query (keys match case-insensitively). */
export const customerListQuery = z.object({
  PageSize: z.coerce.number().int().min(1).max(10_000).default(CUSTOMER_LIST_PAGE_SIZE),
  Page: pageNumber,
  SortBy: z.enum(customerSortColumns).default('PermissionRequests'),
  SortDirection: z.enum(['asc', 'desc']).default('desc'),
  customerNumber: filterText,
  customerName: filterText,
  city: filterText,
  state: filterText,
  postalCode: filterText,
  filterByHasUsers: booleanFlag('filterByHasUsers'),
  filterByHasPendingPermissions: booleanFlag('filterByHasPendingPermissions'),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customerListRow = z.object({
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  /** Count of requests with status 1 or 5. */
  PermissionRequests: z.number().int(),
  /** Filled only for a customer admin or the customer's sales rep. */
  PendingPermissionRequests: z.array(permissionRequest),
});
export type CustomerListRow = z.infer<typeof customerListRow>;
export const customerListPage = listPage(customerListRow);
export type CustomerListPage = z.infer<typeof customerListPage>;

export const customerAddress = z.object({
  Name1: z.string(),
  Name2: z.string(),
  Street: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  Country: z.string(),
  Region: z.string(),
  TaxJurisdictionCode: z.string(),
  Phone: z.string(),
  Emails: z.array(z.object({ Email: z.string() })),
});

export const resourceUser = z.object({
  /** The permission's id. */
  Id: z.number().int(),
  UserId: z.number().int(),
  ResourceName: z.string(),
  Email: z.string(),
  Name: z.string(),
  LastName: z.string(),
  AccessLevel: z.number().int(),
});
export type ResourceUser = z.infer<typeof resourceUser>;

export const customer = z.object({
  CustomerNumber: z.string(),
  CustomerName: z.string(),
  CustomerAddress: customerAddress,
  IsCreditBlocked: z.boolean(),
  CreditLimit: z.number(),
  TotalReceivables: z.number(),
  PaymentTerm: z.string(),
  CustomerSalesText: z.array(z.string()),
  CustomerShippingText: z.array(z.string()),
  SalesReps: z.array(z.object({ SalesRepNumber: z.string(), Name: z.string() })),
  /** Users holding the customer; shown to a customer admin and the customer's sales reps. */
  Permissions: z.array(resourceUser),
  PendingPermissionRequests: z.array(permissionRequest),
});
export type Customer = z.infer<typeof customer>;

export const customerNumberParams = z.object({
  customerNumber: z.string().trim().min(1).max(20),
});
