import type { PermissionRequest } from '@portal/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { appUser, customer, permissionRequest, salesRep } from '../../db/schema/index.ts';

const decider = alias(appUser, 'decider');

export interface RequestFilter {
  userIds?: number[];
  salesRepNumbers?: string[];
  customerNumbers?: string[];
  statuses?: number[];
  type?: 1 | 2;
  ids?: number[];
}

/** Permission requests in the spec's shape, newest first, in one statement. */
export async function listRequests(
  db: Executor,
  filter: RequestFilter,
): Promise<PermissionRequest[]> {
  const where: SQL[] = [];
  if (filter.userIds) where.push(inArray(permissionRequest.userId, filter.userIds));
  if (filter.salesRepNumbers)
    where.push(inArray(permissionRequest.salesRepNumber, filter.salesRepNumbers));
  if (filter.customerNumbers)
    where.push(inArray(permissionRequest.customerNumber, filter.customerNumbers));
  if (filter.statuses) where.push(inArray(permissionRequest.status, filter.statuses));
  if (filter.type) where.push(eq(permissionRequest.type, filter.type));
  if (filter.ids) where.push(inArray(permissionRequest.requestId, filter.ids));
  for (const list of [filter.userIds, filter.salesRepNumbers, filter.customerNumbers, filter.ids])
    if (list && list.length === 0) return [];
  const rows = await db
    .select({
      Id: permissionRequest.requestId,
      Status: permissionRequest.status,
      Type: permissionRequest.type,
      UserId: permissionRequest.userId,
      UserEmail: appUser.email,
      UserName: appUser.username,
      RejectionReason: permissionRequest.rejectionReason,
      SalesRepresentativeNumber: permissionRequest.salesRepNumber,
      SalesRepresentativeName: salesRep.name,
      CustomerNumber: permissionRequest.customerNumber,
      CustomerName: customer.customerName,
      createdAt: permissionRequest.createdAt,
      DecidedByUserName: decider.username,
    })
    .from(permissionRequest)
    .innerJoin(appUser, eq(appUser.userId, permissionRequest.userId))
    .leftJoin(salesRep, eq(salesRep.salesRepNumber, permissionRequest.salesRepNumber))
    .leftJoin(customer, eq(customer.customerNumber, permissionRequest.customerNumber))
    .leftJoin(decider, eq(decider.userId, permissionRequest.decidedByUserId))
    .where(and(...where))
    .orderBy(desc(permissionRequest.createdAt), desc(permissionRequest.requestId))
    .limit(500);
  return rows.map(({ createdAt, Type: _type, ...r }) => ({
    ...r,
    DateCreated: createdAt.toISOString(),
  }));
}

export type RequestWithType = PermissionRequest & { Type: number };

/** The raw rows a decision acts on. */
export async function requestsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: permissionRequest.requestId,
      userId: permissionRequest.userId,
      type: permissionRequest.type,
      status: permissionRequest.status,
      salesRepNumber: permissionRequest.salesRepNumber,
      customerNumber: permissionRequest.customerNumber,
    })
    .from(permissionRequest)
    .where(inArray(permissionRequest.requestId, ids))
    .for('update');
}
