import { AccessLevel, PermissionRequestStatus, PermissionType } from '@portal/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { digestSecret } from '../../lib/session-token.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { roleIds } from '../../modules/auth/user-queries.ts';
import {
  DEMO_PASSWORD,
  demoCustomers,
  demoInvitationCodes,
  demoSalesReps,
  demoUsers,
} from './demo-accounts.ts';
import { privacyPolicy, renderPolicyPdf, termsOfUse } from './policy-pdf.ts';

const ADMIN = 'admin@example.com';

/** True when the demo accounts have not been loaded (also into a catalogue seeded earlier). */
export async function demoAccountsMissing(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.appUser)
    .where(eq(t.appUser.username, ADMIN));
  const [sites] = await db.select({ n: sql<number>`count(*)::int` }).from(t.site);
  return (row?.n ?? 0) === 0 && (sites?.n ?? 0) > 0;
}

async function siteIds(db: Executor) {
  const rows = await db
    .select({ id: t.site.siteId, name: t.site.name })
    .from(t.site)
    .where(inArray(t.site.name, ['sales', 'customers']));
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Partial<
    Record<'sales' | 'customers', number>
  >;
}

async function seedPolicies(
  db: Executor,
  blobs: BlobStore,
  sites: Partial<Record<string, number>>,
) {
  const documentIds: Record<string, number[]> = {};
  for (const [name, portal, prefix] of [
    ['sales', 'Sales Portal', 'sales'],
    ['customers', 'Customer Portal', 'customer'],
  ] as const) {
    const siteId = sites[name];
    if (siteId === undefined) continue;
    for (const [i, policy] of [termsOfUse(portal), privacyPolicy(portal)].entries()) {
      const documentUrl = `${prefix}-${policy.title.toLowerCase().replaceAll(' ', '-')}.pdf`;
      const blobKey = `policies/${documentUrl}`;
      await blobs.put(blobKey, await renderPolicyPdf(policy));
      const [row] = await db
        .insert(t.siteDocument)
        .values({ siteId, documentName: policy.title, documentUrl, blobKey, orderBy: i })
        .returning({ id: t.siteDocument.siteDocumentId });
      (documentIds[name] ??= []).push(row!.id);
    }
  }
  return documentIds;
}

/**
 * Demo sales reps, customers, one user per role and site kind, a directory-style user, a
 * pending request, invitation codes and the policy documents (README lists the logins).
 */
export async function seedDemoAccounts(db: Database, blobs: BlobStore): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const sites = await siteIds(tx);
    await tx.insert(t.salesRep).values(demoSalesReps);
    for (const { reps, ...c } of demoCustomers) {
      await tx.insert(t.customer).values(c);
      if (reps.length > 0)
        await tx
          .insert(t.customerSalesRep)
          .values(reps.map((r) => ({ customerNumber: c.customerNumber, salesRepNumber: r })));
      await tx.insert(t.customerMultiplier).values({
        customerNumber: c.customerNumber,
        scope: 1,
        number: c.customerNumber,
        pricingType: 2,
        rate: 85,
      });
    }
    await tx.insert(t.shipTo).values([
      {
        customerNumber: '0000100100',
        partnerNumber: '0000200101',
        name: 'Acme Warehouse',
        street: '90 Depot St',
        city: 'Springfield',
        region: 'IL',
        postalCode: '62702',
      },
      {
        customerNumber: '0000100100',
        partnerNumber: '0000200102',
        name: 'Acme Service Center',
        street: '4 Elm Ave',
        city: 'Peoria',
        region: 'IL',
        postalCode: '61602',
      },
    ]);
    const documents = await seedPolicies(tx, blobs, sites);
    const userIds: Record<string, number> = {};
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(t.appUser)
        .values({
          username: u.username,
          email: u.directory ? '' : u.username,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: u.directory ? null : passwordHash,
          authProvider: u.directory ? 'AD' : 'Local',
        })
        .returning({ id: t.appUser.userId });
      const userId = row!.id;
      userIds[u.username] = userId;
      await tx.insert(t.userRole).values({ userId, roleId: roleIds[u.role] });
      if (u.salesReps.length)
        await tx.insert(t.userSalesRepPermission).values(
          u.salesReps.map((n) => ({
            userId,
            salesRepNumber: n,
            accessLevel: AccessLevel.ReadAndWrite,
          })),
        );
      if (u.customers.length)
        await tx.insert(t.userCustomerPermission).values(
          u.customers.map((n) => ({
            userId,
            customerNumber: n,
            accessLevel: AccessLevel.ReadAndWrite,
          })),
        );
      const accepted = u.accepted.flatMap((site) => documents[site] ?? []);
      if (accepted.length)
        await tx
          .insert(t.documentAcceptance)
          .values(accepted.map((id) => ({ userId, siteDocumentId: id, accepted: true })));
    }
    const pending = userIds['pending@example.com']!;
    await tx.insert(t.permissionRequest).values([
      // Acme's sales rep has a user: the request waits for the rep (5).
      {
        userId: pending,
        type: PermissionType.Customer,
        customerNumber: '0000100100',
        status: PermissionRequestStatus.WaitingForSalesRep,
      },
      {
        userId: pending,
        type: PermissionType.Customer,
        customerNumber: '0000100300',
        status: PermissionRequestStatus.PendingApproval,
      },
    ]);
    await tx.insert(t.invitationCode).values(
      demoInvitationCodes.map((c) => ({
        codeHash: digestSecret(c.code),
        roleId: roleIds[c.role],
        salesRepNumbers: [...c.salesRepNumbers],
        customerNumbers: [...c.customerNumbers],
        maxUses: 1000,
        note: `Demo code for the ${c.site} portal`,
      })),
    );
  });
}

/** Lines `npm start` prints when the demo accounts exist. */
export async function demoLoginLines(db: Database): Promise<string[]> {
  const [admin] = await db
    .select({ id: t.appUser.userId })
    .from(t.appUser)
    .where(eq(t.appUser.username, ADMIN));
  if (!admin) return [];
  const width = Math.max(...demoUsers.map((u) => u.label.length));
  const nameWidth = Math.max(...demoUsers.map((u) => u.username.length)) + 1;
  return [
    `demo logins (password ${DEMO_PASSWORD}; the directory user signs in through DIRECTORY_URL):`,
    ...demoUsers.map(
      (u) => `  ${u.label.padEnd(width)}  ${u.username.padEnd(nameWidth)} ${u.site}.localhost`,
    ),
    `  invitation codes: ${demoInvitationCodes.map((c) => `${c.code} (${c.site})`).join(', ')}`,
  ];
}
