import { PermissionRequestStatus } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  appUser,
  customerSalesRep,
  permissionRequest,
  userCustomerPermission,
  userSalesRepPermission,
} from '../../db/schema/index.ts';

export async function heldSalesReps(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ n: userSalesRepPermission.salesRepNumber })
    .from(userSalesRepPermission)
    .where(eq(userSalesRepPermission.userId, userId));
  return rows.map((r) => r.n);
}

export async function heldCustomers(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ n: userCustomerPermission.customerNumber })
    .from(userCustomerPermission)
    .where(eq(userCustomerPermission.userId, userId));
  return rows.map((r) => r.n);
}

/** The sales rep and customer numbers the user has asked for and that still wait for a decision. */
export async function openRequestNumbers(
  db: Executor,
  userId: number,
): Promise<{ salesReps: string[]; customers: string[] }> {
  const rows = await db
    .select({
      salesRep: permissionRequest.salesRepNumber,
      customer: permissionRequest.customerNumber,
    })
    .from(permissionRequest)
    .where(
      and(
        eq(permissionRequest.userId, userId),
        inArray(permissionRequest.status, [
          PermissionRequestStatus.PendingApproval,
          PermissionRequestStatus.WaitingForSalesRep,
        ]),
      ),
    );
  return {
    salesReps: rows.flatMap((r) => (r.salesRep === null ? [] : [r.salesRep])),
    customers: rows.flatMap((r) => (r.customer === null ? [] : [r.customer])),
  };
}

/** Customers among these whose sales rep has an active user: their requests wait for the rep. */
export async function customersWithRepUsers(
  db: Executor,
  customerNumbers: readonly string[],
): Promise<Set<string>> {
  if (customerNumbers.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ n: customerSalesRep.customerNumber })
    .from(customerSalesRep)
    .innerJoin(
      userSalesRepPermission,
      eq(userSalesRepPermission.salesRepNumber, customerSalesRep.salesRepNumber),
    )
    .innerJoin(
      appUser,
      and(eq(appUser.userId, userSalesRepPermission.userId), eq(appUser.disabled, false)),
    )
    .where(inArray(customerSalesRep.customerNumber, [...customerNumbers]));
  return new Set(rows.map((r) => r.n));
}

/** Open requests (status 1 or 5) are not repeated: the unique index skips them. */
export async function insertRequests(
  db: Executor,
  rows: Array<typeof permissionRequest.$inferInsert>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(permissionRequest).values(rows).onConflictDoNothing();
}
