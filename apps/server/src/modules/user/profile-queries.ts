import { PermissionType, type Permission } from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  appUser,
  customer,
  role,
  salesRep,
  userCustomerPermission,
  userRole,
  userSalesRepPermission,
} from '../../db/schema/index.ts';

const changedBy = alias(appUser, 'changed_by');

export async function findUserRecord(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userId: appUser.userId,
      username: appUser.username,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      authProvider: appUser.authProvider,
      disabled: appUser.disabled,
      disabledByUserName: changedBy.username,
      comment: appUser.statusComment,
      createdAt: appUser.createdAt,
      roles: sql<
        string[]
      >`coalesce((select array_agg(r.name order by r.rank desc) from ${userRole} ur join ${role} r on r.role_id = ur.role_id where ur.user_id = ${appUser.userId}), '{}')`,
    })
    .from(appUser)
    .leftJoin(changedBy, eq(changedBy.userId, appUser.disabledByUserId))
    .where(eq(appUser.userId, userId));
  return row ?? null;
}

export async function salesRepPermissionsOf(db: Executor, userId: number): Promise<Permission[]> {
  const rows = await db
    .select({
      Id: userSalesRepPermission.permissionId,
      ResourceId: salesRep.salesRepNumber,
      ResourceName: salesRep.name,
      City: salesRep.city,
      State: salesRep.region,
      PostalCode: salesRep.postalCode,
      AccessLevel: userSalesRepPermission.accessLevel,
    })
    .from(userSalesRepPermission)
    .innerJoin(salesRep, eq(salesRep.salesRepNumber, userSalesRepPermission.salesRepNumber))
    .where(eq(userSalesRepPermission.userId, userId))
    .orderBy(asc(salesRep.salesRepNumber));
  return rows.map((r) => ({ ...r, Type: PermissionType.SalesRep }));
}

export async function customerPermissionsOf(db: Executor, userId: number): Promise<Permission[]> {
  const rows = await db
    .select({
      Id: userCustomerPermission.permissionId,
      ResourceId: customer.customerNumber,
      ResourceName: customer.customerName,
      City: customer.city,
      State: customer.region,
      PostalCode: customer.postalCode,
      AccessLevel: userCustomerPermission.accessLevel,
    })
    .from(userCustomerPermission)
    .innerJoin(customer, eq(customer.customerNumber, userCustomerPermission.customerNumber))
    .where(eq(userCustomerPermission.userId, userId))
    .orderBy(asc(customer.customerNumber));
  return rows.map((r) => ({ ...r, Type: PermissionType.Customer }));
}
