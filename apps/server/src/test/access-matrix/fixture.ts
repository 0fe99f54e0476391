import { PermissionRequestStatus, Role } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import { pcn, seedCartCatalogue } from '../../modules/cart/cart-test-data.ts';
import { queueMail } from '../../modules/mail/outbox.ts';
import { makeCustomerOrder } from '../../modules/order/customer-order-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from '../../modules/order/order-test-data.ts';
import { multipartBody, pdfWithPages } from '../../modules/order-documents/document-test-data.ts';
import { seedEntityDefinitions } from '../../seed/entity-definitions/index.ts';
import { buildTestApp } from '../build-test-app.ts';
import {
  createCustomer,
  createMaterialGroup,
  createPolicyDocument,
  createSalesRep,
  createSite,
  createUser,
} from '../factories.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTORS, type Actor } from './matrix.ts';

/** The customers and sales reps every caller is measured against. */
export const CUSTOMER = '100100';
export const OTHER_CUSTOMER = '100200';
export const SALES_REP = '6100';
export const OTHER_SALES_REP = '6200';

/** Ids of the sample rows the calls name. */
export interface SampleIds {
  users: Record<Exclude<Actor, 'anonymous'>, number>;
  customerEmail: string;
  /** otherCustomer asks for CUSTOMER; customer asks for OTHER_SALES_REP. */
  customerRequest: number;
  salesRepRequest: number;
  guestOrder: { number: number; key: string };
  /** An order of CUSTOMER (sales rep SALES_REP) and one of OTHER_CUSTOMER. */
  order: { number: number; key: string };
  otherOrder: { number: number; key: string };
  /** PDFs attached to `order`, and a document clipped from two more. */
  documents: number[];
  clippedDocument: number;
  /** Lines of the customer's own cart on the sales site. */
  cartLines: number[];
  product: { id: number; name: string };
  sectionTableId: number;
  seriesId: number;
  seriesNumber: string;
  materialGroup: string;
  policyDocumentUrl: string;
  mailId: number;
}

export interface MatrixFixture {
  app: App;
  database: TestDatabase;
  ids: SampleIds;
  /** Each caller's headers on the sales site: a bearer token, none for anonymous. */
  headers: Record<Actor, Record<string, string>>;
  /** A new session of the caller (for calls that end or change the session). */
  freshHeaders: (actor: Actor) => Promise<Record<string, string>>;
  close: () => Promise<void>;
}

async function one<T extends Record<string, unknown>>(
  database: TestDatabase,
  query: ReturnType<typeof sql>,
): Promise<T> {
  const result = await database.db.execute<T>(query);
  const row = result.rows[0] as T | undefined;
  if (!row) throw new Error('sample row missing');
  return row;
}

/**
 * A sales site managing order documents, a customers site with a policy document, two
 * customers with a sales rep each, users of every kind (one deactivated), permission
 * requests, orders of a guest and of both customers with documents, a cart and a mail.
 */
export async function createMatrixFixture(): Promise<MatrixFixture> {
  const database = await createTestDatabase();
  const { db } = database;
  await seedCartCatalogue(db);
  await seedEntityDefinitions(db);
  await db
    .update(t.site)
    .set({ manageDocuments: 3, enableExport: true })
    .where(sql`${SALES_HOST} = any(${t.site.hostNames})`);
  const customersSite = await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
  const policy = await createPolicyDocument(db, { siteId: customersSite.siteId });
  await createSalesRep(db, { salesRepNumber: SALES_REP, name: 'Rep One' });
  await createSalesRep(db, { salesRepNumber: OTHER_SALES_REP, name: 'Rep Two' });
  await createCustomer(db, {
    customerNumber: CUSTOMER,
    customerName: 'One',
    salesReps: [SALES_REP],
  });
  await createCustomer(db, {
    customerNumber: OTHER_CUSTOMER,
    customerName: 'Two',
    salesReps: [OTHER_SALES_REP],
  });
  const users = {
    customer: await createUser(db, { roles: [Role.Customer], customers: [CUSTOMER] }),
    otherCustomer: await createUser(db, { roles: [Role.Customer], customers: [OTHER_CUSTOMER] }),
    salesRep: await createUser(db, { roles: [Role.SalesRep], salesReps: [SALES_REP] }),
    admin: await createUser(db, { roles: [Role.CustomerAdmin] }),
    deactivated: await createUser(db, { roles: [Role.SalesRep], salesReps: [SALES_REP] }),
  };
  const blobsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-matrix-'));
  const blobs = createDiskBlobStore(blobsDir);
  await blobs.put(policy.blobKey, await pdfWithPages(1, 'Policy'));
  const gateway = testGateway();
  const app = await buildTestApp(db, undefined, { payments: gateway, blobs });

  const sessions: Record<string, Record<string, string>> = { anonymous: { host: SALES_HOST } };
  for (const actor of ACTORS)
    if (actor !== 'anonymous') {
      const user = users[actor];
      sessions[actor] = (await signIn(app, user.username, user.password)).bearer;
    }
  const headers = sessions as Record<Actor, Record<string, string>>;
  await app.inject({
    method: 'POST',
    url: `/api/user/activate/${users.deactivated.userId}`,
    headers: sessions.admin,
    payload: { Comment: 'left the company', Disabled: true },
  });

  const [customerRequest, salesRepRequest] = await db
    .insert(t.permissionRequest)
    .values([
      {
        userId: users.otherCustomer.userId,
        type: 2,
        customerNumber: CUSTOMER,
        status: PermissionRequestStatus.PendingApproval,
      },
      {
        userId: users.customer.userId,
        type: 1,
        salesRepNumber: OTHER_SALES_REP,
        status: PermissionRequestStatus.PendingApproval,
      },
    ])
    .returning();

  const place = async () => {
    const body = guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]);
    const placed = placedOrder((await submitOrder(app, body)).json());
    return { number: placed.OrderId, key: placed.PublicKey };
  };
  const guest = await place();
  const order = await place();
  const otherOrder = await place();
  await makeCustomerOrder(db, order.number, {
    number: CUSTOMER,
    name: 'One',
    salesRep: { number: SALES_REP, name: 'Rep One' },
  });
  await makeCustomerOrder(db, otherOrder.number, {
    number: OTHER_CUSTOMER,
    name: 'Two',
    salesRep: { number: OTHER_SALES_REP, name: 'Rep Two' },
  });
  const files = multipartBody(
    await Promise.all(
      ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map(async (name) => ({
        name,
        content: await pdfWithPages(1),
      })),
    ),
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/order/document/${order.number}`,
    headers: { ...headers.admin, 'content-type': files.contentType },
    payload: files.payload,
  });
  const [a, b, c, d, e] = (uploaded.json() as Array<{ Id: number }>).map((doc) => doc.Id);
  const clipped = await app.inject({
    method: 'POST',
    url: `/api/order/document/clip?order=${order.number}`,
    headers: headers.admin,
    payload: { documentIds: [d, e] },
  });

  const cartLines: number[] = [];
  for (const material of [pcn.motor, pcn.blower, pcn.gasket]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: headers.customer,
      payload: { pcnCatalogNumber: material, quantity: 1 },
    });
    const items = res.json().items as Array<{ id: number; pcnCatalogNumber: string }>;
    cartLines.push(items.find((i) => i.pcnCatalogNumber === material)!.id);
  }

  const product = await one<{ id: number; name: string }>(
    database,
    sql`select product_id as id, name from product order by product_id limit 1`,
  );
  const table = await one<{ id: number }>(
    database,
    sql`select section_table_id as id from section_table where product_id = ${product.id}
      order by section_table_id limit 1`,
  );
  const series = await one<{ id: number }>(
    database,
    sql`select manufacturing_series_id as id from product where product_id = ${product.id}`,
  );
  const group = await createMaterialGroup(db);
  await db
    .update(t.model)
    .set({ series: 'HDU-30', materialGroupNumber: group.materialGroupNumber })
    .where(eq(t.model.pcnCatalogNumber, pcn.motor));
  const mailId = await queueMail(db, {
    to: users.admin.email,
    subject: 'Recover your password',
    text: 'http://sales.localhost/authentication/reset-password?code=never-shown&id=1',
  });

  return {
    app,
    database,
    headers,
    freshHeaders: async (actor) => {
      if (actor === 'anonymous' || actor === 'deactivated') return headers[actor];
      const user = users[actor];
      return (await signIn(app, user.username, user.password)).bearer;
    },
    ids: {
      users: Object.fromEntries(
        Object.entries(users).map(([actor, user]) => [actor, user.userId]),
      ) as SampleIds['users'],
      customerEmail: users.customer.email,
      customerRequest: customerRequest!.requestId,
      salesRepRequest: salesRepRequest!.requestId,
      guestOrder: guest,
      order,
      otherOrder,
      documents: [a!, b!, c!],
      clippedDocument: clipped.json().Id,
      cartLines,
      product,
      sectionTableId: table.id,
      seriesId: series.id,
      seriesNumber: 'HDU-30',
      materialGroup: group.materialGroupNumber,
      policyDocumentUrl: policy.documentUrl,
      mailId,
    },
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(blobsDir, { recursive: true, force: true });
    },
  };
}
