import { Role, type OrderDocument } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCustomer, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import { makeCustomerOrder } from '../order/customer-order-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from '../order/order-test-data.ts';
import { multipartBody, pdfWithPages } from './document-test-data.ts';

/** Order documents named by order number, for signed-in readers (decisions 054 and 090). */
describe('order documents by order number', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  const session = {} as Record<'admin' | 'salesRep' | 'customer', Record<string, string>>;
  let guestNumber: number;
  let customerNumber: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedCartCatalogue(db);
    await db
      .update(t.site)
      .set({ manageDocuments: 3 })
      .where(sql`${SALES_HOST} = any(${t.site.hostNames})`);
    await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST], manageDocuments: 2 });
    await createSalesRep(db, { salesRepNumber: 'R1', name: 'Rep One' });
    await createCustomer(db, { customerNumber: 'C1', customerName: 'One', salesReps: ['R1'] });
    const admin = await createUser(db, { roles: [Role.CustomerAdmin] });
    const rep = await createUser(db, { roles: [Role.SalesRep], salesReps: ['R1'] });
    const customer = await createUser(db, { roles: [Role.Customer], customers: ['C1'] });
    app = await buildTestApp(db, undefined, { payments: gateway });
    session.admin = (await signIn(app, admin.username, admin.password)).cookie;
    session.salesRep = (await signIn(app, rep.username, rep.password)).cookie;
    session.customer = (
      await signIn(app, customer.username, customer.password, CUSTOMERS_HOST)
    ).cookie;
    const place = async () =>
      placedOrder(
        (
          await submitOrder(
            app,
            guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
          )
        ).json(),
      ).OrderId;
    guestNumber = await place();
    customerNumber = await place();
    await makeCustomerOrder(db, customerNumber, {
      number: 'C1',
      name: 'One',
      salesRep: { number: 'R1', name: 'Rep One' },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const upload = async (headers: Record<string, string>, n: number | string, names: string[]) => {
    const body = multipartBody(
      await Promise.all(names.map(async (name) => ({ name, content: await pdfWithPages(1) }))),
    );
    return app.inject({
      method: 'POST',
      url: `/api/order/document/${n}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const post = (headers: Record<string, string>, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const listed = async (headers: Record<string, string>, n: number) =>
    ((await app.inject({ url: `/api/order/documents/${n}`, headers })).json() as OrderDocument[])
      .map((d) => d.Name)
      .sort();

  it('lets the customer admin upload, clip, unclip and delete on a guest order by its number', async () => {
    const up = await upload(session.admin, guestNumber, ['a.pdf', 'b.pdf']);
    expect(up.statusCode).toBe(200);
    const ids = (up.json() as OrderDocument[]).map((d) => d.Id);
    const clip = await post(session.admin, `/api/order/document/clip?order=${guestNumber}`, {
      documentIds: ids,
    });
    expect(clip.statusCode).toBe(200);
    const clipped = clip.json() as OrderDocument;
    expect(clipped).toMatchObject({ Name: 'a (clipped).pdf', SectionCount: 2 });
    const unclip = await post(
      session.admin,
      `/api/order/document/unclip/${clipped.Id}?order=${guestNumber}`,
    );
    expect(unclip.statusCode).toBe(200);
    expect(await listed(session.admin, guestNumber)).toEqual(['a.pdf', 'b.pdf']);
    const [first] = unclip.json() as OrderDocument[];
    const removed = await post(
      session.admin,
      `/api/order/document/delete/${first!.Id}?order=${guestNumber}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await listed(session.admin, guestNumber)).toHaveLength(1);
  });

  it("answers 404 and stores nothing when a sales rep names a guest order's number", async () => {
    const before = await listed(session.admin, guestNumber);
    const res = await upload(session.salesRep, guestNumber, ['c.pdf']);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Order not found');
    expect(await listed(session.admin, guestNumber)).toEqual(before);
  });

  it("lets a sales rep upload to their customer's order but not clip, unclip or delete without the delete flag", async () => {
    const up = await upload(session.salesRep, customerNumber, ['rep-a.pdf', 'rep-b.pdf']);
    expect(up.statusCode).toBe(200);
    const ids = (up.json() as OrderDocument[]).map((d) => d.Id);
    const before = await listed(session.admin, customerNumber);
    const refused = [
      await post(session.salesRep, `/api/order/document/clip?order=${customerNumber}`, {
        documentIds: ids,
      }),
      await post(session.salesRep, `/api/order/document/unclip/${ids[0]}?order=${customerNumber}`),
      await post(session.salesRep, `/api/order/document/delete/${ids[0]}?order=${customerNumber}`),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(
        'Your account may not clip, unclip or delete order documents.',
      );
    }
    expect(await listed(session.admin, customerNumber)).toEqual(before);
  });

  it('refuses an upload to a reader whose roles lack the write flag, even by the order key', async () => {
    const { db } = database;
    await db
      .insert(t.role)
      .values({ roleId: 40, name: 'order-reader', displayName: 'Reader', rank: 0 });
    await db.insert(t.roleModulePermission).values({
      roleId: 40,
      moduleId: 1,
      canRead: 9,
      canWrite: 0,
      canDelete: 0,
      canExecute: 0,
    });
    const reader = await createUser(db, { roles: [], customers: ['C1'] });
    await db.insert(t.userRole).values({ userId: reader.userId, roleId: 40 });
    const headers = (await signIn(app, reader.username, reader.password)).cookie;
    expect(
      (await app.inject({ url: `/api/order/documents/${customerNumber}`, headers })).statusCode,
    ).toBe(200);
    const [order] = await db
      .select({ key: t.orders.publicKey })
      .from(t.orders)
      .where(sql`${t.orders.orderId} = ${customerNumber}`);
    const before = await listed(session.admin, customerNumber);
    for (const n of [String(customerNumber), order!.key]) {
      const res = await upload(headers, n, ['read-only.pdf']);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('Your account may not upload order documents.');
    }
    expect(await listed(session.admin, customerNumber)).toEqual(before);
  });

  it("lets the customer upload to their company's order but not clip on a level 2 site", async () => {
    const before = await listed(session.salesRep, customerNumber);
    const up = await upload(session.customer, customerNumber, ['po.pdf', 'spec.pdf']);
    expect(up.statusCode).toBe(200);
    const ids = (up.json() as OrderDocument[]).map((d) => d.Id);
    const clip = await post(session.customer, `/api/order/document/clip?order=${customerNumber}`, {
      documentIds: ids,
    });
    expect(clip.statusCode).toBe(403);
    expect(await listed(session.salesRep, customerNumber)).toEqual(
      [...before, 'po.pdf', 'spec.pdf'].sort(),
    );
  });
});
