import { INQUIRY_ESTIMATE_NOTICE, Role } from '@portal/domain';
import { asc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createUser } from '../../test/account-factories.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import type { PricingUsers } from '../cart/customer-test-data.ts';
import { pdfWithPages } from '../order-documents/document-test-data.ts';
import { inquiryData } from './inquiry-test-data.ts';
import { openInquiryApp } from './inquiry-test-app.ts';
import { conversionOrder, inquiryClient } from './inquiry-test-client.ts';

/** The mails of an inquiry's life (issue 16 point 5), queued with the change that sends them. */
describe('inquiry mails', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  let client: ReturnType<typeof inquiryClient>;
  let serviceDesk: string;

  beforeAll(async () => {
    ({ database, users, app } = await openInquiryApp({
      prepare: async (db) => {
        serviceDesk = (await createUser(db, { roles: [Role.CustomerAdmin] })).email;
        await createUser(db, { roles: [Role.CustomerAdmin], disabled: true });
        await createUser(db, { roles: [Role.CustomerAdmin], email: '' });
      },
    }));
    client = inquiryClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const lastMailId = async () =>
    (await database.db.select({ id: t.mailOutbox.mailId }).from(t.mailOutbox)).reduce(
      (max, row) => Math.max(max, row.id),
      0,
    );
  /** The mails queued while `action` ran, oldest first. */
  async function mailsOf(action: () => Promise<unknown>) {
    const before = await lastMailId();
    await action();
    return database.db
      .select()
      .from(t.mailOutbox)
      .where(gt(t.mailOutbox.mailId, before))
      .orderBy(asc(t.mailOutbox.mailId));
  }

  it('tells the contact and customer service when an inquiry is created', async () => {
    let id = 0;
    const mails = await mailsOf(async () => {
      id = await client.create(users.customer);
    });
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      ['bea@example.com', users.admin.email, serviceDesk].sort(),
    );
    const contact = mails.find((m) => m.toAddress === 'bea@example.com')!;
    expect(contact.subject).toBe(`Price inquiry ${id} received`);
    expect(contact.textBody).toContain('Dear Bea Buyer,');
    expect(contact.textBody).toContain(`price inquiry ${id} for Acme (C1)`);
    expect(contact.textBody).toContain(`1 x ${pcn.gasket}`);
    expect(contact.textBody).toMatch(/Estimated total: \$\d+\.\d\d/);
    expect(contact.textBody).toContain('Comments:\nNeed these by spring');
    expect(contact.textBody).toContain(INQUIRY_ESTIMATE_NOTICE);

    const desk = mails.find((m) => m.toAddress === serviceDesk)!;
    expect(desk.subject).toBe(`New price inquiry ${id} from Acme (C1)`);
    expect(desk.textBody).toContain(`Entered by: `);
    expect(desk.textBody).toContain(`(${users.customer.username})`);
    expect(desk.textBody).toContain('Contact: Bea Buyer, 217 555 0100, bea@example.com');
  });

  it('sends nothing for an inquiry that is refused', async () => {
    const form = multipartForm({ Data: inquiryData({ Items: [] }) });
    const mails = await mailsOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/inquiry',
        headers: {
          ...(await client.headersOf(users.customer)),
          'content-type': form.contentType,
          'idempotency-key': 'refused-inquiry',
        },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(400);
    });
    expect(mails).toEqual([]);
  });

  it('tells the contact why the inquiry was cancelled', async () => {
    const id = await client.create(users.customer);
    const mails = await mailsOf(async () => {
      expect((await client.cancel(users.admin, id, 'Model discontinued')).statusCode).toBe(200);
    });
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['bea@example.com', `Price inquiry ${id} cancelled`],
    ]);
    expect(mails[0]!.textBody).toContain('Reason: Model discontinued');
    const again = await mailsOf(() => client.cancel(users.admin, id, 'Twice'));
    expect(again).toEqual([]);
  });

  it('tells the contact the order number of a converted inquiry, and that the sales order number follows', async () => {
    const id = await client.create(users.customer);
    const pdf = await pdfWithPages(1, 'PO');
    let orderId = 0;
    const mails = await mailsOf(async () => {
      const res = await client.placeOrder(
        users.admin,
        conversionOrder(id, { PurchaseNo: 'PO-77' }),
        [{ name: 'PO.pdf', content: pdf }],
      );
      expect(res.statusCode, res.body).toBe(200);
      orderId = res.json().Data.OrderId;
    });
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ['bea@example.com', `Price inquiry ${id} converted into order ${orderId}`],
    ]);
    expect(mails[0]!.textBody).toContain(`Order number: ${orderId}`);
    expect(mails[0]!.textBody).toContain('PO number: PO-77');
    expect(mails[0]!.textBody).toContain(
      'gives the order its sales order number once it has booked it',
    );

    const refused = await mailsOf(() =>
      client.placeOrder(users.admin, conversionOrder(id), [{ name: 'PO.pdf', content: pdf }]),
    );
    expect(refused).toEqual([]);
  });
});
