import {
  AccountMessage,
  type CustomerAllEntry,
  type CustomerListRow,
  type CustomerSearchQuery,
  type CustomerSearchResult,
  type PermissionRequest,
  type ShipToParty,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerAddressOf, ownShipTo } from './customer-mapping.ts';
import {
  allCustomers,
  customersWithOpenRequests,
  searchCustomers,
  shipTosOf,
} from './lookup-queries.ts';
import { visibleOpenRequests } from './open-requests.ts';
import { findCustomer, salesRepsOfCustomers } from './queries.ts';

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** The customer pickers' and the dashboard's calls; each answers only customers the viewer may see. */
export function createCustomerLookups(db: Database) {
  return {
    async search(viewer: Viewer, query: CustomerSearchQuery): Promise<CustomerSearchResult[]> {
      const rows = await searchCustomers(db, viewer, query);
      const reps = groupBy(
        await salesRepsOfCustomers(
          db,
          rows.map((r) => r.customerNumber),
        ),
        (r) => r.customerNumber,
      );
      return rows.map((row) => ({
        CustomerNumber: row.customerNumber,
        CustomerName: row.customerName,
        CustomerAddress: customerAddressOf(row),
        IsCreditBlocked: row.isCreditBlocked,
        PaymentTerm: row.paymentTerm,
        CustomerShippingText: row.shippingText,
        SalesReps: (reps.get(row.customerNumber) ?? []).map(({ SalesRepNumber, Name }) => ({
          SalesRepNumber,
          Name,
        })),
        ...(query.includeCustomerMaterialInfo ? { HasCustomerMaterials: row.hasMaterials } : {}),
      }));
    },

    async shipTos(viewer: Viewer, customerNumber: string): Promise<ShipToParty[]> {
      const row = await findCustomer(db, viewer, customerNumber);
      if (!row) throw new NotFound(AccountMessage.customerNotFound);
      return [ownShipTo(row), ...(await shipTosOf(db, row.customerNumber))];
    },

    all: (viewer: Viewer): Promise<CustomerAllEntry[]> => allCustomers(db, viewer),

    async withPendingRequests(viewer: Viewer): Promise<CustomerListRow[]> {
      const rows = await customersWithOpenRequests(db, viewer);
      const requests = groupBy<PermissionRequest>(
        await visibleOpenRequests(
          db,
          viewer,
          rows.map((r) => r.CustomerNumber),
        ),
        (r) => r.CustomerNumber ?? '',
      );
      return rows.map((row) => {
        const open = requests.get(row.CustomerNumber) ?? [];
        return { ...row, PermissionRequests: open.length, PendingPermissionRequests: open };
      });
    },
  };
}
