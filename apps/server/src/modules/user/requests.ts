import {
  PermissionRequestStatus,
  PermissionType,
  setAsideKnownIds,
  unknownIds,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { lookupCustomers, lookupSalesReps } from './lookup-queries.ts';
import {
  customersWithRepUsers,
  heldCustomers,
  heldSalesReps,
  insertRequests,
  openRequestNumbers,
} from './request-queries.ts';

export interface RequestedIds {
  salesRepIds: readonly string[];
  customerNumbers: readonly string[];
}

export interface SortedRequest {
  /** Numbers found, neither held nor (for a request) already waiting for approval. */
  salesReps: string[];
  customers: string[];
  /** Typed ids the user already holds (zeros at both ends ignored). */
  heldSalesRepIds: string[];
  heldCustomerIds: string[];
  /** Typed ids the user has asked for before and that still wait for approval. */
  waitingSalesRepIds: string[];
  waitingCustomerIds: string[];
  /** Typed ids that matched no sales rep or customer, as typed. */
  unknownSalesRepIds: string[];
  unknownCustomerIds: string[];
  /** Whether any typed id matched a sales rep or customer. */
  anyFound: boolean;
}

const noOpenRequests = { salesReps: [], customers: [] };

/**
 * Looks the ids up and sets aside those the user already holds and, for a request (not a
 * grant), those already waiting for approval: asking again would only repeat the request.
 */
export async function sortRequestedIds(
  db: Executor,
  userId: number | null,
  ids: RequestedIds,
  { setAsideOpenRequests }: { setAsideOpenRequests: boolean },
): Promise<SortedRequest> {
  const [reps, customers, repsHeld, customersHeld, open] = await Promise.all([
    lookupSalesReps(db, ids.salesRepIds),
    lookupCustomers(db, ids.customerNumbers),
    userId === null ? Promise.resolve([]) : heldSalesReps(db, userId),
    userId === null ? Promise.resolve([]) : heldCustomers(db, userId),
    userId === null || !setAsideOpenRequests
      ? Promise.resolve(noOpenRequests)
      : openRequestNumbers(db, userId),
  ]);
  const r = setAsideKnownIds(reps, ids.salesRepIds, repsHeld, open.salesReps);
  const c = setAsideKnownIds(customers, ids.customerNumbers, customersHeld, open.customers);
  return {
    salesReps: r.fresh.map((f) => f.Number),
    customers: c.fresh.map((f) => f.Number),
    heldSalesRepIds: r.heldTyped,
    heldCustomerIds: c.heldTyped,
    waitingSalesRepIds: r.waitingTyped,
    waitingCustomerIds: c.waitingTyped,
    unknownSalesRepIds: unknownIds(reps, ids.salesRepIds),
    unknownCustomerIds: unknownIds(customers, ids.customerNumbers),
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
