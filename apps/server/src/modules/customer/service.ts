import {
  AccountMessage,
  type Customer,
  type CustomerListPage,
  type CustomerListQuery,
  type PermissionRequest,
} from '@portal/domain';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerAddressOf } from './customer-mapping.ts';
import { createCustomerLookups } from './lookup-service.ts';
import { visibleOpenRequests } from './open-requests.ts';
import { findCustomer, listCustomers, salesRepsOfCustomers } from './queries.ts';
import { usersOfCustomer } from './resource-users.ts';
import { managesCustomerUsers } from './visibility.ts';

/** The customer list, detail and look-ups of the account areas, limited to what the viewer may see. */
export function createCustomerService(db: Database) {
  return {
    ...createCustomerLookups(db),
    async list(viewer: Viewer, query: CustomerListQuery): Promise<CustomerListPage> {
      const { rows, total } = await listCustomers(db, viewer, query);
      const requests = await visibleOpenRequests(
        db,
        viewer,
        rows.map((r) => r.CustomerNumber),
      );
      const byCustomer = new Map<string, PermissionRequest[]>();
      for (const r of requests)
        if (r.CustomerNumber)
          byCustomer.set(r.CustomerNumber, [...(byCustomer.get(r.CustomerNumber) ?? []), r]);
      return {
        List: rows.map((r) => ({
          ...r,
          PendingPermissionRequests: byCustomer.get(r.CustomerNumber) ?? [],
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        Total: total,
      };
    },

    async detail(viewer: Viewer, customerNumber: string): Promise<Customer> {
      const row = await findCustomer(db, viewer, customerNumber);
      if (!row) throw new NotFound(AccountMessage.customerNotFound);
      const reps = await salesRepsOfCustomers(db, [row.customerNumber]);
      const manages = managesCustomerUsers(
        viewer,
        reps.map((r) => r.SalesRepNumber),
      );
      const [users, requests] = await Promise.all([
        manages ? usersOfCustomer(db, row.customerNumber) : Promise.resolve([]),
        visibleOpenRequests(db, viewer, [row.customerNumber]),
      ]);
      return {
        CustomerNumber: row.customerNumber,
        CustomerName: row.customerName,
        CustomerAddress: customerAddressOf(row),
        IsCreditBlocked: row.isCreditBlocked,
        CreditLimit: row.creditLimit,
        TotalReceivables: row.totalReceivables,
        PaymentTerm: row.paymentTerm,
        CustomerSalesText: row.salesText,
        CustomerShippingText: row.shippingText,
        SalesReps: reps.map(({ SalesRepNumber, Name }) => ({ SalesRepNumber, Name })),
        Permissions: users,
        PendingPermissionRequests: requests,
      };
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
