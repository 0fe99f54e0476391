import { AccessLevel } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountAudit,
  appUser,
  userCustomerPermission,
  userSalesRepPermission,
} from '../../db/schema/index.ts';

export async function grantSalesReps(db: Executor, userId: number, numbers: string[], by: number) {
  if (numbers.length === 0) return;
  await db
    .insert(userSalesRepPermission)
    .values(
      numbers.map((n) => ({
        userId,
        salesRepNumber: n,
        accessLevel: AccessLevel.ReadAndWrite,
        grantedByUserId: by,
      })),
    )
    .onConflictDoNothing();
}

export async function grantCustomers(db: Executor, userId: number, numbers: string[], by: number) {
  if (numbers.length === 0) return;
  await db
    .insert(userCustomerPermission)
    .values(
      numbers.map((n) => ({
        userId,
        customerNumber: n,
        accessLevel: AccessLevel.ReadAndWrite,
        grantedByUserId: by,
      })),
    )
    .onConflictDoNothing();
}

/** Removes one permission; answers whether there was one. */
export async function revokeSalesRep(db: Executor, userId: number, number: string) {
  const rows = await db
    .delete(userSalesRepPermission)
    .where(
      and(
        eq(userSalesRepPermission.userId, userId),
        eq(userSalesRepPermission.salesRepNumber, number),
      ),
    )
    .returning({ id: userSalesRepPermission.permissionId });
  return rows.length > 0;
}

export async function revokeCustomer(db: Executor, userId: number, number: string) {
  const rows = await db
    .delete(userCustomerPermission)
    .where(
      and(
        eq(userCustomerPermission.userId, userId),
        eq(userCustomerPermission.customerNumber, number),
      ),
    )
    .returning({ id: userCustomerPermission.permissionId });
  return rows.length > 0;
}

export async function audit(
  db: Executor,
  entry: {
    userId: number;
    actorUserId: number;
    action: string;
    resourceNumber?: string;
    comment?: string;
  },
) {
  await db.insert(accountAudit).values(entry);
}

export async function setDisabled(
  db: Executor,
  userId: number,
  change: { disabled: boolean; by: number; comment: string; at: Date },
) {
  const rows = await db
    .update(appUser)
    .set({
      disabled: change.disabled,
      disabledByUserId: change.by,
      statusComment: change.comment,
      statusChangedAt: change.at,
    })
    .where(eq(appUser.userId, userId))
    .returning({ id: appUser.userId });
  return rows.length > 0;
}

export async function updateNames(
  db: Executor,
  userId: number,
  values: { firstName: string; lastName: string; email: string },
) {
  await db.update(appUser).set(values).where(eq(appUser.userId, userId));
}
