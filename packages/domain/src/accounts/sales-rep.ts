import { z } from 'zod';
import { booleanFlag } from '../query.ts';
import { SALES_REP_LIST_PAGE_SIZE } from './constants.ts';
import { resourceUser } from './customer.ts';
import { listPage, pageNumber, permissionRequest } from './user.ts';

const filterText = z.string().trim().max(100).optional();

/** The sales rep list's sortable columns, named as the API's SortBy. */
export const salesRepSortColumns = [
  'PermissionRequests',
  'SalesRepNumber',
  'SalesRepName',
  'City',
  'State',
  'PostalCode',
] as const;
export type SalesRepSortColumn = (typeof salesRepSortColumns)[number];

/** GET /sales-rep query (keys match case-insensitively). */
export const salesRepListQuery = z.object({
  PageSize: z.coerce.number().int().min(1).max(10_000).default(SALES_REP_LIST_PAGE_SIZE),
  Page: pageNumber,
  SortBy: z.enum(salesRepSortColumns).default('PermissionRequests'),
  SortDirection: z.enum(['asc', 'desc']).default('desc'),
  salesRepNumber: filterText,
  salesRepName: filterText,
  city: filterText,
  state: filterText,
  postalCode: filterText,
  filterByHasUsers: booleanFlag('filterByHasUsers'),
  filterByHasPendingPermissions: booleanFlag('filterByHasPendingPermissions'),
  /** The order-form picker sends false to get just Id and Name quickly. */
  includePendingPermissions: z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .optional()
    .transform((v) => v === undefined || v === 'true' || v === 'True' || v === '1'),
  includeUsers: z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .optional()
    .transform((v) => v === undefined || v === 'true' || v === 'True' || v === '1'),
});
export type SalesRepListQuery = z.infer<typeof salesRepListQuery>;

export const salesRepListRow = z.object({
  Id: z.string(),
  Name: z.string(),
  City: z.string(),
  State: z.string(),
  PostalCode: z.string(),
  PermissionRequests: z.number().int(),
  PendingPermissionRequests: z.array(permissionRequest),
  Users: z.array(resourceUser),
});
export type SalesRepListRow = z.infer<typeof salesRepListRow>;
export const salesRepListPage = listPage(salesRepListRow);
export type SalesRepListPage = z.infer<typeof salesRepListPage>;

export const salesRep = z.object({
  Id: z.string(),
  Name: z.string(),
  Address: z.object({
    Name1: z.string(),
    Name2: z.string(),
    Street: z.string(),
    City: z.string(),
    Region: z.string(),
    PostalCode: z.string(),
    Country: z.string(),
    Phone: z.string(),
    Emails: z.array(z.object({ Email: z.string() })),
    TaxJurisdictionCode: z.string(),
  }),
  Customers: z.array(
    z.object({
      CustomerNumber: z.string(),
      CustomerName: z.string(),
      City: z.string(),
      State: z.string(),
    }),
  ),
  /** Users holding the sales rep; shown to a customer admin and the rep's own users. */
  Permissions: z.array(resourceUser),
  PendingPermissionRequests: z.array(permissionRequest),
});
export type SalesRep = z.infer<typeof salesRep>;

export const salesRepIdParams = z.object({ id: z.string().trim().min(1).max(20) });
