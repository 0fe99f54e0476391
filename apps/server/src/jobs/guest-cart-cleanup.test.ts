import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index.ts';
import { createModel, createSite, createUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { removeIdleGuestCarts } from './guest-cart-cleanup.ts';

const DAY = 86_400_000;

describe('guest cart clean-up job', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('removes guest carts idle for more than 90 days with their lines, and nothing else', async () => {
    const { db } = database;
    const site = await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createModel(db, { pcnCatalogNumber: '120-0001' });
    const user = await createUser(db, {});
    const now = new Date('2026-11-23T12:00:00Z');
    const cartOf = async (owner: { guest?: string; userId?: number }, idleDays: number) => {
      const modified = new Date(now.getTime() - idleDays * DAY);
      const [row] = await db
        .insert(t.cart)
        .values({
          siteId: site.siteId,
          guestTokenHash: owner.guest ?? null,
          userId: owner.userId ?? null,
          dateModified: modified,
        })
        .returning();
      await db.insert(t.cartItem).values({
        cartId: row!.cartId,
        pcnCatalogNumber: '120-0001',
        quantity: 1,
      });
      return row!.cartId;
    };
    const idle = await cartOf({ guest: 'a'.repeat(64) }, 91);
    const recent = await cartOf({ guest: 'b'.repeat(64) }, 89);
    const signedIn = await cartOf({ userId: user.userId }, 400);

    expect(await removeIdleGuestCarts(db, now)).toBe(1);

    const left = await db.select({ cartId: t.cart.cartId }).from(t.cart);
    expect(left.map((c) => c.cartId).sort()).toEqual([recent, signedIn].sort());
    const orphanLines = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.cartItem)
      .where(eq(t.cartItem.cartId, idle));
    expect(orphanLines[0]?.n).toBe(0);
    expect(await removeIdleGuestCarts(db, now)).toBe(0);
  });
});
