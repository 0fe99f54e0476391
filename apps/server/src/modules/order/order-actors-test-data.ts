import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';

/** The kinds of caller the order tests try each call with. */
export type OrderActor =
  | 'anonymous'
  | 'customer'
  | 'otherCustomer'
  | 'salesRep'
  | 'otherSalesRep'
  | 'twoReps'
  | 'admin'
  | 'deactivated'
  | 'withoutOrdersModule';

type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * Each user signed in on the host `hostOf` names (the sales portal unless told), 'anonymous'
 * with no session. A login gives a user without roles the site's; `withoutOrdersModule` loses
 * them again afterwards, so that it holds no Orders module.
 */
export async function signInActors<A extends Exclude<OrderActor, 'anonymous'>>(
  app: App,
  db: Database,
  users: Record<A, TestUser>,
  hostOf: (actor: A) => string = () => SALES_HOST,
): Promise<Record<A | 'anonymous', Record<string, string>>> {
  const headers = { anonymous: { host: SALES_HOST } } as Record<
    A | 'anonymous',
    Record<string, string>
  >;
  for (const actor of Object.keys(users) as A[]) {
    const user = users[actor];
    headers[actor] = (await signIn(app, user.username, user.password, hostOf(actor))).cookie;
  }
  const stripped = (users as Partial<Record<OrderActor, TestUser>>).withoutOrdersModule;
  if (stripped) await db.delete(t.userRole).where(eq(t.userRole.userId, stripped.userId));
  return headers;
}
