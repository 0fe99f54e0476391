import { AccessLevel, Role, type RoleName } from '@portal/domain';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { roleIds } from '../modules/auth/user-queries.ts';

let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_TEST_PASSWORD = 'Start-123!';
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createCustomer(
  db: Database,
  overrides: Partial<typeof t.customer.$inferInsert> & { salesReps?: string[] } = {},
) {
  const n = next();
  const { salesReps = [], ...values } = overrides;
  const [row] = await db
    .insert(t.customer)
    .values({
      customerNumber: `C${String(n).padStart(6, '0')}`,
      customerName: `Customer ${n}`,
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      ...values,
    })
    .returning();
  if (salesReps.length > 0)
    await db
      .insert(t.customerSalesRep)
      .values(salesReps.map((s) => ({ customerNumber: row!.customerNumber, salesRepNumber: s })));
  return row!;
}

export async function createSalesRep(
  db: Database,
  overrides: Partial<typeof t.salesRep.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(t.salesRep)
    .values({
      salesRepNumber: `R${String(n).padStart(5, '0')}`,
      name: `Sales Rep ${n}`,
      city: 'Dayton',
      region: 'OH',
      postalCode: '45402',
      ...overrides,
    })
    .returning();
  return row!;
}

export interface TestUserOptions {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  roles?: RoleName[];
  salesReps?: string[];
  customers?: string[];
  authProvider?: 'Local' | 'AD';
  disabled?: boolean;
  passwordChangedAt?: Date;
}

/** A user with roles and permissions; local users get DEFAULT_TEST_PASSWORD unless told. */
export async function createUser(db: Database, options: TestUserOptions = {}) {
  const n = next();
  const email = options.email ?? options.username ?? `user${n}@example.com`;
  const username = options.username ?? email;
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const directory = options.authProvider === 'AD';
  const [user] = await db
    .insert(t.appUser)
    .values({
      username,
      email,
      firstName: options.firstName ?? `First${n}`,
      lastName: options.lastName ?? `Last${n}`,
      passwordHash: directory ? null : await hashOf(password),
      authProvider: options.authProvider ?? 'Local',
      disabled: options.disabled ?? false,
      ...(options.passwordChangedAt ? { passwordChangedAt: options.passwordChangedAt } : {}),
    })
    .returning();
  const userId = user!.userId;
  const roles = options.roles ?? [Role.SalesRep];
  if (roles.length > 0)
    await db.insert(t.userRole).values(roles.map((r) => ({ userId, roleId: roleIds[r] })));
  if (options.salesReps?.length)
    await db.insert(t.userSalesRepPermission).values(
      options.salesReps.map((s) => ({
        userId,
        salesRepNumber: s,
        accessLevel: AccessLevel.ReadAndWrite,
      })),
    );
  if (options.customers?.length)
    await db.insert(t.userCustomerPermission).values(
      options.customers.map((c) => ({
        userId,
        customerNumber: c,
        accessLevel: AccessLevel.ReadAndWrite,
      })),
    );
  return { ...user!, userId, username, password };
}

export async function createPolicyDocument(
  db: Database,
  overrides: Partial<typeof t.siteDocument.$inferInsert> & { siteId: number },
) {
  const n = next();
  const [row] = await db
    .insert(t.siteDocument)
    .values({
      documentName: `Policy ${n}`,
      documentUrl: `policy-${n}.pdf`,
      blobKey: `policies/policy-${n}.pdf`,
      orderBy: n,
      ...overrides,
    })
    .returning();
  return row!;
}
