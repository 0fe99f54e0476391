import { and, eq, sql } from 'drizzle-orm';
import { Role, type RoleName } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { appUser, documentAcceptance, siteDocument, userRole } from '../../db/schema/index.ts';

/** Role ids of the reference rows (migration 0008). */
export const roleIds: Record<RoleName, number> = {
  [Role.SalesRep]: 1,
  [Role.Customer]: 2,
  [Role.CustomerAdmin]: 3,
  [Role.CatalogEditor]: 4,
  [Role.ProductEditor]: 5,
  [Role.ChangeRequester]: 6,
  [Role.ChangeReviewer]: 7,
};

export async function findUserByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({
      userId: appUser.userId,
      username: appUser.username,
      email: appUser.email,
      passwordHash: appUser.passwordHash,
      authProvider: appUser.authProvider,
      disabled: appUser.disabled,
      passwordChangedAt: appUser.passwordChangedAt,
    })
    .from(appUser)
    .where(sql`lower(${appUser.username}) = lower(${username})`);
  return row ?? null;
}
export type LoginUser = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export async function insertUser(
  db: Executor,
  values: typeof appUser.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(appUser).values(values).returning({ userId: appUser.userId });
  return row!.userId;
}

export async function grantRole(db: Executor, userId: number, role: RoleName): Promise<void> {
  await db.insert(userRole).values({ userId, roleId: roleIds[role] }).onConflictDoNothing();
}

export async function countRoles(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRole)
    .where(eq(userRole.userId, userId));
  return row?.n ?? 0;
}

/** Whether the site has an active policy document the user has not accepted. */
export async function hasDocumentsToAccept(
  db: Executor,
  userId: number,
  siteId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: siteDocument.siteDocumentId })
    .from(siteDocument)
    .leftJoin(
      documentAcceptance,
      and(
        eq(documentAcceptance.siteDocumentId, siteDocument.siteDocumentId),
        eq(documentAcceptance.userId, userId),
        eq(documentAcceptance.accepted, true),
      ),
    )
    .where(
      and(
        eq(siteDocument.siteId, siteId),
        eq(siteDocument.active, true),
        sql`${documentAcceptance.userId} is null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string, at: Date) {
  await db
    .update(appUser)
    .set({ passwordHash, passwordChangedAt: at })
    .where(eq(appUser.userId, userId));
}

export async function updateContact(
  db: Executor,
  userId: number,
  values: { email: string; firstName: string; lastName: string },
) {
  await db.update(appUser).set(values).where(eq(appUser.userId, userId));
}
