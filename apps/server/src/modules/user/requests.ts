import {
  comparableId,
  PermissionRequestStatus,
  PermissionType,
  type LookupEntry,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { lookupCustomers, lookupSalesReps } from './lookup-queries.ts';
import {
  customersWithRepUsers,
  heldCustomers,
  heldSalesReps,
  insertRequests,
} from './request-queries.ts';

export interface RequestedIds {
  salesRepIds: readonly string[];
  customerNumbers: readonly string[];
}

export interface SortedRequest {
  /** Numbers found and not yet held. */
  salesReps: string[];
  customers: string[];
  /** Typed ids the user already holds (zeros at both ends ignored). */
  heldSalesRepIds: string[];
  heldCustomerIds: string[];
  /** Whether any typed id matched a sales rep or customer. */
  anyFound: boolean;
}

const splitHeld = (found: LookupEntry[], typed: readonly string[], held: readonly string[]) => {
  const heldKeys = new Set(held.map(comparableId));
  const heldTyped = typed.filter((id) => heldKeys.has(comparableId(id)));
  const fresh = found.filter((f) => !heldKeys.has(comparableId(f.Number))).map((f) => f.Number);
  return { fresh, heldTyped };
};

/** Looks the ids up and sets aside those the user already holds. */
export async function sortRequestedIds(
  db: Executor,
  userId: number | null,
  ids: RequestedIds,
): Promise<SortedRequest> {
  const [reps, customers, repsHeld, customersHeld] = await Promise.all([
    lookupSalesReps(db, ids.salesRepIds),
    lookupCustomers(db, ids.customerNumbers),
    userId === null ? Promise.resolve([]) : heldSalesReps(db, userId),
    userId === null ? Promise.resolve([]) : heldCustomers(db, userId),
  ]);
  const r = splitHeld(reps, ids.salesRepIds, repsHeld);
  const c = splitHeld(customers, ids.customerNumbers, customersHeld);
  return {
    salesReps: r.fresh,
    customers: c.fresh,
    heldSalesRepIds: r.heldTyped,
    heldCustomerIds: c.heldTyped,
    anyFound: reps.length + customers.length > 0,
  };
}

/**
 * Files the requests: sales-rep requests wait for a customer admin (1); customer requests
 * wait for the customer's sales rep (5) when that rep has users, else for an admin (1).
 */
export async function fileRequests(
  db: Executor,
  userId: number,
  sorted: Pick<SortedRequest, 'salesReps' | 'customers'>,
): Promise<void> {
  const withRep = await customersWithRepUsers(db, sorted.customers);
  await insertRequests(db, [
    ...sorted.salesReps.map((n) => ({
      userId,
      type: PermissionType.SalesRep,
      salesRepNumber: n,
      status: PermissionRequestStatus.PendingApproval,
    })),
    ...sorted.customers.map((n) => ({
      userId,
      type: PermissionType.Customer,
      customerNumber: n,
      status: withRep.has(n)
        ? PermissionRequestStatus.WaitingForSalesRep
        : PermissionRequestStatus.PendingApproval,
    })),
  ]);
}
