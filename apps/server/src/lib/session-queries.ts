import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { runStatement, type NamedStatement } from '../db/named-statement.ts';
import { userSession } from '../db/schema/index.ts';

export interface SessionRow {
  sessionId: number;
  userId: number;
  scope: string;
  siteId: number | null;
  pendingAcceptance: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  authProvider: string;
  roles: string[];
  modules: Array<{
    moduleId: number;
    name: string;
    canRead: number;
    canWrite: number;
    canDelete: number;
    canExecute: number;
  }>;
  salesReps: Array<{ number: string; name: string; accessLevel: number }>;
  customers: Array<{ number: string; name: string; accessLevel: number }>;
}

/**
 * One statement: the live session of a token digest with its user, roles, module levels and
 * resource permissions. Disabled users and expired sessions find nothing. Every signed-in
 * request reads it, so it is prepared once per connection rather than planned per call.
 */
const liveSession: NamedStatement = {
  name: 'session_live',
  text: `
    select s.session_id as "sessionId", s.user_id as "userId", s.scope, s.site_id as "siteId",
      s.pending_acceptance as "pendingAcceptance", s.expires_at as "expiresAt",
      s.last_seen_at as "lastSeenAt", u.username, u.email, u.first_name as "firstName",
      u.last_name as "lastName", u.auth_provider as "authProvider",
      coalesce((select json_agg(r.name order by r.rank desc) from user_role ur
        join role r on r.role_id = ur.role_id where ur.user_id = u.user_id), '[]') as roles,
      coalesce((select json_agg(json_build_object('moduleId', m.module_id, 'name', m.name,
          'canRead', m.can_read, 'canWrite', m.can_write, 'canDelete', m.can_delete,
          'canExecute', m.can_execute) order by m.module_id)
        from (select pm.module_id, pm.name, max(rmp.can_read) as can_read,
            max(rmp.can_write) as can_write, max(rmp.can_delete) as can_delete,
            max(rmp.can_execute) as can_execute
          from user_role ur join role_module_permission rmp on rmp.role_id = ur.role_id
          join portal_module pm on pm.module_id = rmp.module_id
          where ur.user_id = u.user_id group by pm.module_id, pm.name) m), '[]') as modules,
      coalesce((select json_agg(json_build_object('number', p.sales_rep_number, 'name', sr.name,
          'accessLevel', p.access_level) order by p.sales_rep_number)
        from user_sales_rep_permission p join sales_rep sr on sr.sales_rep_number = p.sales_rep_number
        where p.user_id = u.user_id), '[]') as "salesReps",
      coalesce((select json_agg(json_build_object('number', p.customer_number, 'name', c.customer_name,
          'accessLevel', p.access_level) order by p.customer_number)
        from user_customer_permission p join customer c on c.customer_number = p.customer_number
        where p.user_id = u.user_id), '[]') as customers
    from user_session s join app_user u on u.user_id = s.user_id
    where s.token_hash = $1 and s.expires_at > now() and not u.disabled`,
};

export async function findLiveSession(db: Executor, tokenHash: Buffer): Promise<SessionRow | null> {
  const [row] = await runStatement<SessionRow>(db, liveSession, [tokenHash]);
  if (!row) return null;
  return { ...row, expiresAt: new Date(row.expiresAt), lastSeenAt: new Date(row.lastSeenAt) };
}

export async function insertSession(
  db: Executor,
  values: typeof userSession.$inferInsert,
): Promise<{ sessionId: number }> {
  const [row] = await db
    .insert(userSession)
    .values(values)
    .returning({ sessionId: userSession.sessionId });
  return row!;
}

export async function deleteSessionByDigest(db: Executor, tokenHash: Buffer): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, tokenHash));
}

/** Ends every session of a user: deactivation and password changes. */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(userSession).where(eq(userSession.userId, userId));
}

export async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(userSession)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(userSession.sessionId, sessionId));
}

export async function completeAcceptance(db: Executor, userId: number): Promise<void> {
  await db
    .update(userSession)
    .set({ pendingAcceptance: false })
    .where(and(eq(userSession.userId, userId), eq(userSession.pendingAcceptance, true)));
}

/** Expired sessions of a user go at the user's next sign-in; the table stays small. */
export async function deleteExpiredSessionsOf(db: Executor, userId: number): Promise<void> {
  await db
    .delete(userSession)
    .where(and(eq(userSession.userId, userId), lt(userSession.expiresAt, sql`now()`)));
}
