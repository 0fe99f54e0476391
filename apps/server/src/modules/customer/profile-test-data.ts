import { PermissionRequestStatus, PermissionType, Role } from '@portal/domain';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import {
  createCustomer,
  createModel,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';

/** Numbers as the ERP writes them, with leading zeros. */
export const ACME = '0000100100';
export const ACME_NORTH = '0000101000';
export const BLUEGRASS = '0000100200';
export const REP = '0000006100';
export const OTHER_REP = '0000006200';

/**
 * Acme (two ship-tos, material numbers) and Acme North belong to REP, Bluegrass to OTHER_REP.
 * A sales site; the customer user holds Acme, the other customer Bluegrass, the sales rep REP. Open
 * requests: one for Acme waiting for its sales rep, a newer one for Bluegrass pending approval,
 * and one for OTHER_REP.
 */
export async function seedCustomerProfiles(db: Database) {
  await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
  await createSalesRep(db, { salesRepNumber: REP, name: 'Rep One', phone: '2175550100' });
  await createSalesRep(db, { salesRepNumber: OTHER_REP, name: 'Rep Two' });
  await createCustomer(db, {
    customerNumber: ACME,
    customerName: 'Acme Heating & Air',
    street: '1 Main St',
    phone: '2175550199',
    emails: ['orders@acme.example'],
    isCreditBlocked: true,
    creditLimit: 25000,
    totalReceivables: 1234.5,
    paymentTerm: 'Net 30',
    salesText: ['Prefers morning calls'],
    shippingText: ['Dock closes at 4 pm', 'Call ahead'],
    salesReps: [REP],
  });
  await createCustomer(db, {
    customerNumber: ACME_NORTH,
    customerName: 'Acme North',
    salesReps: [REP],
  });
  await createCustomer(db, {
    customerNumber: BLUEGRASS,
    customerName: 'Bluegrass Supply',
    city: 'Lexington',
    region: 'KY',
    postalCode: '40507',
    salesReps: [OTHER_REP],
  });
  await db.insert(t.shipTo).values([
    {
      customerNumber: ACME,
      partnerNumber: '0000200102',
      name: 'Acme Service Center',
      city: 'Peoria',
    },
    {
      customerNumber: ACME,
      partnerNumber: '0000200101',
      name: 'Acme Warehouse',
      city: 'Springfield',
    },
  ]);
  const model = await createModel(db);
  await db.insert(t.customerMaterial).values([
    { customerNumber: ACME, pcnCatalogNumber: model.pcnCatalogNumber, materialNumber: 'AC-1' },
    { customerNumber: ACME_NORTH, pcnCatalogNumber: model.pcnCatalogNumber, materialNumber: '  ' },
  ]);
  const users = {
    customer: await createUser(db, { roles: [Role.Customer], customers: [ACME] }),
    otherCustomer: await createUser(db, { roles: [Role.Customer], customers: [BLUEGRASS] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: [REP] }),
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
  };
  const asker = await createUser(db, { roles: [Role.Customer], email: 'asker@example.com' });
  const [waiting, pending, repRequest] = await db
    .insert(t.permissionRequest)
    .values([
      {
        userId: asker.userId,
        type: PermissionType.Customer,
        customerNumber: ACME,
        status: PermissionRequestStatus.WaitingForSalesRep,
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        userId: asker.userId,
        type: PermissionType.Customer,
        customerNumber: BLUEGRASS,
        status: PermissionRequestStatus.PendingApproval,
        createdAt: new Date('2025-02-01T10:00:00Z'),
      },
      {
        userId: asker.userId,
        type: PermissionType.SalesRep,
        salesRepNumber: OTHER_REP,
        status: PermissionRequestStatus.PendingApproval,
      },
    ])
    .returning();
  return {
    users,
    requests: {
      waiting: waiting!.requestId,
      pending: pending!.requestId,
      rep: repRequest!.requestId,
    },
  };
}
