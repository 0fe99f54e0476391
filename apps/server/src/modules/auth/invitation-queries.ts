import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invitationCode, role } from '../../db/schema/index.ts';
import { digestSecret } from '../../lib/session-token.ts';

/** Takes one use of a live code, locking its row; null when unknown, used up or expired. */
export async function claimInvitation(db: Executor, code: string, now: Date) {
  const [row] = await db
    .update(invitationCode)
    .set({ useCount: sql`${invitationCode.useCount} + 1` })
    .where(
      and(
        eq(invitationCode.codeHash, digestSecret(code.trim())),
        lt(invitationCode.useCount, invitationCode.maxUses),
        or(isNull(invitationCode.expiresAt), gt(invitationCode.expiresAt, now)),
      ),
    )
    .returning({
      roleId: invitationCode.roleId,
      salesRepNumbers: invitationCode.salesRepNumbers,
      customerNumbers: invitationCode.customerNumbers,
    });
  if (!row) return null;
  const [named] = await db
    .select({ name: role.name })
    .from(role)
    .where(eq(role.roleId, row.roleId));
  return { ...row, roleName: named?.name ?? '' };
}
