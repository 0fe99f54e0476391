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

  const upload = async (headers: Record<string, string>, n: number, names: string[]) => {
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

  it("answers 404 and deletes nothing when a sales rep names a guest order's number", async () => {
    const before = await listed(session.admin, guestNumber);
    const [doc] = (await (
      await app.inject({ url: `/api/order/documents/${guestNumber}`, headers: session.admin })
    ).json()) as OrderDocument[];
    const res = await post(
      session.salesRep,
      `/api/order/document/delete/${doc!.Id}?order=${guestNumber}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Order not found');
    expect((await upload(session.salesRep, guestNumber, ['c.pdf'])).statusCode).toBe(404);
    expect(await listed(session.admin, guestNumber)).toEqual(before);
  });

  it("lets the customer upload to their company's order but not clip on a level 2 site", async () => {
    const up = await upload(session.customer, customerNumber, ['po.pdf', 'spec.pdf']);
    expect(up.statusCode).toBe(200);
    const ids = (up.json() as OrderDocument[]).map((d) => d.Id);
    const clip = await post(session.customer, `/api/order/document/clip?order=${customerNumber}`, {
      documentIds: ids,
    });
    expect(clip.statusCode).toBe(403);
    expect(await listed(session.salesRep, customerNumber)).toEqual(['po.pdf', 'spec.pdf']);
  });
});
