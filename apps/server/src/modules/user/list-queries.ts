import { comparableId, type UserListQuery, type UserListRow } from '@portal/domain';
import { and, asc, desc, exists, sql, type SQL } from 'drizzle-orm';
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
import { comparableNumber } from './lookup-queries.ts';

const contains = (column: SQL | typeof appUser.username, text: string) =>
  sql`lower(${column}) like ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/**
 * The listed user's id, named with its table: in a one-table select Drizzle leaves select-list
 * columns unqualified, and a bare "user_id" inside the roles subquery would mean user_role's own.
 */
const listedUserId = sql`${appUser}.${sql.identifier(appUser.userId.name)}`;

const sortColumns = {
  DateCreated: appUser.createdAt,
  UserName: sql`lower(${appUser.username})`,
  FirstName: sql`lower(${appUser.firstName})`,
  LastName: sql`lower(${appUser.lastName})`,
  Email: sql`lower(${appUser.email})`,
} as const;

/** One page of users with the total, filtered and sorted as the users list asks. */
export async function listUsers(
  db: Executor,
  query: UserListQuery,
): Promise<{ rows: UserListRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.userName) where.push(contains(appUser.username, query.userName));
  if (query.firstName) where.push(contains(sql`${appUser.firstName}`, query.firstName));
  if (query.lastName) where.push(contains(sql`${appUser.lastName}`, query.lastName));
  // Numbers match as everywhere in the portal, zeros at both ends aside ('0004100' is '4100').
  // The typed id finds its sales reps or customers through their stripped-number indexes, and
  // the permissions through their number indexes.
  if (query.salesRepNumber)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userSalesRepPermission)
          .where(
            sql`${userSalesRepPermission.userId} = ${appUser.userId} and ${userSalesRepPermission.salesRepNumber} in (select ${salesRep.salesRepNumber} from ${salesRep} where ${comparableNumber(salesRep.salesRepNumber)} = ${comparableId(query.salesRepNumber)})`,
          ),
      ),
    );
  if (query.customerNumber)
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userCustomerPermission)
          .where(
            sql`${userCustomerPermission.userId} = ${appUser.userId} and ${userCustomerPermission.customerNumber} in (select ${customer.customerNumber} from ${customer} where ${comparableNumber(customer.customerNumber)} = ${comparableId(query.customerNumber)})`,
          ),
      ),
    );
  const direction = query.SortDirection === 'asc' ? asc : desc;
  const rows = await db
    .select({
      UserId: appUser.userId,
      Username: appUser.username,
      Name: appUser.firstName,
      LastName: appUser.lastName,
      Email: appUser.email,
      authProvider: appUser.authProvider,
      Disabled: appUser.disabled,
      createdAt: appUser.createdAt,
      Roles: sql<
        string[]
      >`coalesce((select array_agg(r.name order by r.rank desc) from ${userRole} ur join ${role} r on r.role_id = ur.role_id where ur.user_id = ${listedUserId}), '{}')`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(appUser)
    .where(and(...where))
    .orderBy(direction(sortColumns[query.SortBy]), direction(appUser.userId))
    .limit(query.PageSize)
    .offset((query.Page - 1) * query.PageSize);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, createdAt, authProvider, ...r }) => ({
      ...r,
      AuthProviderType: authProvider === 'AD' ? 'AD' : 'Local',
      DateCreated: createdAt.toISOString(),
    })),
  };
}
