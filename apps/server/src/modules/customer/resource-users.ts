import type { ResourceUser } from '@portal/domain';
import { asc, eq, param, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appUser, userCustomerPermission, userSalesRepPermission } from '../../db/schema/index.ts';

/** The users holding a customer. */
export async function usersOfCustomer(
  db: Executor,
  customerNumber: string,
): Promise<ResourceUser[]> {
  return db
    .select({
      Id: userCustomerPermission.permissionId,
      UserId: appUser.userId,
      ResourceName: appUser.username,
      Email: appUser.email,
      Name: appUser.firstName,
      LastName: appUser.lastName,
      AccessLevel: userCustomerPermission.accessLevel,
    })
    .from(userCustomerPermission)
    .innerJoin(appUser, eq(appUser.userId, userCustomerPermission.userId))
    .where(eq(userCustomerPermission.customerNumber, customerNumber))
    .orderBy(asc(appUser.username));
}

/** The users holding each of these sales reps. */
export async function usersOfSalesReps(db: Executor, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      salesRepNumber: userSalesRepPermission.salesRepNumber,
      Id: userSalesRepPermission.permissionId,
      UserId: appUser.userId,
      ResourceName: appUser.username,
      Email: appUser.email,
      Name: appUser.firstName,
      LastName: appUser.lastName,
      AccessLevel: userSalesRepPermission.accessLevel,
    })
    .from(userSalesRepPermission)
    .innerJoin(appUser, eq(appUser.userId, userSalesRepPermission.userId))
    .where(sql`${userSalesRepPermission.salesRepNumber} = any(${param(numbers)}::text[])`)
    .orderBy(asc(appUser.username));
}
