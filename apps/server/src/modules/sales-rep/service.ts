import {
  AccountMessage,
  type PermissionRequest,
  type ResourceUser,
  type SalesRep,
  type SalesRepListPage,
  type SalesRepListQuery,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { addressOf } from '../common/address-of.ts';
import { usersOfSalesReps } from '../customer/resource-users.ts';
import { listRequests } from '../user/request-list-queries.ts';
import { customersOfSalesRep, findSalesRep, listSalesReps } from './queries.ts';

const group = <T>(rows: T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** Minimal sales-rep list and detail; users and pending requests only for customer admins. */
export function createSalesRepService(db: Database) {
  return {
    async list(viewer: Viewer, query: SalesRepListQuery): Promise<SalesRepListPage> {
      const { rows, total } = await listSalesReps(db, viewer, query);
      const numbers = rows.map((r) => r.Id);
      const admin = viewer.isCustomerAdmin;
      const [requests, users] = await Promise.all([
        admin && query.includePendingPermissions
          ? listRequests(db, { salesRepNumbers: numbers, statuses: [1] })
          : Promise.resolve([]),
        admin && query.includeUsers ? usersOfSalesReps(db, numbers) : Promise.resolve([]),
      ]);
      const requestsOf = group<PermissionRequest>(
        requests,
        (r) => r.SalesRepresentativeNumber ?? '',
      );
      const usersOf = group(users, (u) => u.salesRepNumber);
      return {
        List: rows.map((r) => ({
          ...r,
          PendingPermissionRequests: requestsOf.get(r.Id) ?? [],
          Users: (usersOf.get(r.Id) ?? []).map(({ salesRepNumber: _n, ...u }): ResourceUser => u),
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        Total: total,
      };
    },

    async detail(viewer: Viewer, number: string): Promise<SalesRep> {
      const row = await findSalesRep(db, viewer, number);
      if (!row) throw new NotFound(AccountMessage.salesRepNotFound);
      const [customers, users, requests] = await Promise.all([
        customersOfSalesRep(db, row.salesRepNumber),
        usersOfSalesReps(db, [row.salesRepNumber]),
        viewer.isCustomerAdmin
          ? listRequests(db, { salesRepNumbers: [row.salesRepNumber], statuses: [1] })
          : Promise.resolve([]),
      ]);
      return {
        Id: row.salesRepNumber,
        Name: row.name,
        Address: addressOf(row.name, row),
        Customers: customers,
        Permissions: users.map(({ salesRepNumber: _n, ...u }) => u),
        PendingPermissionRequests: requests,
      };
    },
  };
}
export type SalesRepService = ReturnType<typeof createSalesRepService>;
