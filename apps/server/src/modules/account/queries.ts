import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordReset } from '../../db/schema/index.ts';

export async function insertReset(
  db: Executor,
  values: { userId: number; tokenHash: Buffer; createdAt: Date; expiresAt: Date },
) {
  await db.insert(passwordReset).values(values);
}

/** Spends a live link: marks it used and answers its user, or null (unknown, used, expired). */
export async function spendReset(db: Executor, userId: number, tokenHash: Buffer, now: Date) {
  const [row] = await db
    .update(passwordReset)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordReset.tokenHash, tokenHash),
        eq(passwordReset.userId, userId),
        isNull(passwordReset.usedAt),
        gt(passwordReset.expiresAt, now),
      ),
    )
    .returning({ userId: passwordReset.userId });
  return row ?? null;
}

/** Every other link of the user dies with a successful reset or change. */
export async function spendAllResets(db: Executor, userId: number, now: Date) {
  await db
    .update(passwordReset)
    .set({ usedAt: now })
    .where(and(eq(passwordReset.userId, userId), isNull(passwordReset.usedAt)));
}
