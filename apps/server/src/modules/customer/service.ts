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
import { listRequests } from '../user/request-list-queries.ts';
import { findCustomer, listCustomers, salesRepsOfCustomers } from './queries.ts';
import { usersOfCustomer } from './resource-users.ts';
import { managesCustomerUsers } from './visibility.ts';

/** Open requests a viewer may see for these customers: all for admins, status 5 for their reps. */
async function visibleOpenRequests(db: Database, viewer: Viewer, numbers: string[]) {
  if (numbers.length === 0) return [];
  if (viewer.isCustomerAdmin)
    return listRequests(db, { customerNumbers: numbers, statuses: [1, 5] });
  if (viewer.salesReps.length === 0) return [];
  const reps = await salesRepsOfCustomers(db, numbers);
  const mine = new Set(viewer.salesReps.map((r) => r.number));
  const managed = [
    ...new Set(reps.filter((r) => mine.has(r.SalesRepNumber)).map((r) => r.customerNumber)),
  ];
  return listRequests(db, { customerNumbers: managed, statuses: [5] });
}

/** The minimal customer list and detail of the account areas, limited to what the viewer may see. */
export function createCustomerService(db: Database) {
  return {
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
        CustomerAddress: {
          Name1: row.customerName,
          Name2: row.name2,
          Street: row.street,
          PostalCode: row.postalCode,
          City: row.city,
          Country: row.country,
          Region: row.region,
          TaxJurisdictionCode: row.taxJurisdictionCode,
          Phone: row.phone,
          Emails: row.emails.map((Email) => ({ Email })),
        },
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
