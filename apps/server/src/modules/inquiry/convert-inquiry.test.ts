import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  INQUIRY_CONVERT_DENIED,
  INQUIRY_CONVERT_NOT_PENDING,
  INQUIRY_FILES_WITHOUT_INQUIRY,
  INQUIRY_NOT_FOUND,
  inquiryCustomerMismatch,
  inquiryFilesNotFound,
  PO_DOCUMENT_REQUIRED,
} from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import { createSandboxErp } from '../../integrations/erp/sandbox-erp.ts';
import { handOffOrders } from '../../jobs/erp-handoff.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import type { PricingUsers } from '../cart/customer-test-data.ts';
import { pdfWithPages, PNG_BYTES } from '../order-documents/document-test-data.ts';
import { openInquiryApp } from './inquiry-test-app.ts';
import { conversionOrder, inquiryClient } from './inquiry-test-client.ts';

/** Converting an inquiry through POST /api/order with InquiryId and InquiryFiles (decision 163). */
describe('converting an inquiry into an order', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  let client: ReturnType<typeof inquiryClient>;
  let pdf: Buffer;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inquiry-conversion-'));

  beforeAll(async () => {
    ({ database, users, app } = await openInquiryApp({
      manageDocuments: { sales: 3 },
      overrides: { blobs: createDiskBlobStore(filesDir) },
    }));
    client = inquiryClient(app);
    pdf = await pdfWithPages(1, 'Drawing');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const documentsOf = async (inquiryId: number) =>
    (await client.read(users.admin, inquiryId)).Documents.map((d) => d.Id);
  const orderFiles = () =>
    fs.existsSync(path.join(filesDir, 'order-documents'))
      ? fs
          .readdirSync(path.join(filesDir, 'order-documents'), {
            recursive: true,
            withFileTypes: true,
          })
          .filter((entry) => entry.isFile()).length
      : 0;
  const counts = async () => ({
    orders: await database.db.$count(t.orders),
    items: await database.db.$count(t.orderItem),
    documents: await database.db.$count(t.orderDocument),
    keys: await database.db.$count(t.idempotencyKey),
    erpOutbox: await database.db.$count(t.erpOutbox),
    mails: await database.db.$count(t.mailOutbox),
    files: orderFiles(),
  });

  it("makes the chosen inquiry files the order's PO documents and shows the order on the inquiry", async () => {
    const inquiryId = await client.create(users.customer, [
      { name: 'Drawing 1.pdf', content: pdf },
      { name: 'Photo.png', content: PNG_BYTES },
    ]);
    const [drawing, photo] = await documentsOf(inquiryId);
    const res = await client.placeOrder(
      users.admin,
      conversionOrder(inquiryId, { InquiryFiles: [drawing!] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { OrderId } = res.json().Data as { OrderId: number };

    const converted = await client.read(users.customer, inquiryId);
    expect(converted).toMatchObject({ Status: 'Converted', OrderId, SalesOrderNumber: null });
    expect(converted.Documents.map((d) => d.Id)).toEqual([drawing, photo]);
    const documents = await database.db
      .select()
      .from(t.orderDocument)
      .where(eq(t.orderDocument.orderId, OrderId));
    expect(documents.map((d) => [d.name, d.contentType, d.sizeBytes])).toEqual([
      ['Drawing 1.pdf', 'application/pdf', pdf.length],
    ]);
    const download = await client.get(
      users.admin,
      `/api/order/document/${documents[0]!.documentId}?order=${OrderId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    await handOffOrders(database.db, createSandboxErp(database.db, { paceSeconds: 60 }));
    const [order] = await database.db
      .select({ number: t.orders.salesOrderNumber })
      .from(t.orders)
      .where(eq(t.orders.orderId, OrderId));
    expect(order!.number).toMatch(/^\d{10}$/);
    expect((await client.read(users.customer, inquiryId)).SalesOrderNumber).toBe(order!.number);
  });

  it('takes uploaded files and inquiry files together, and needs one of them', async () => {
    const inquiryId = await client.create(users.customer, [{ name: 'Spec.pdf', content: pdf }]);
    const none = await client.placeOrder(users.admin, conversionOrder(inquiryId));
    expect(none.statusCode).toBe(422);
    expect(none.json().Message).toBe(PO_DOCUMENT_REQUIRED);

    const [spec] = await documentsOf(inquiryId);
    const res = await client.placeOrder(
      users.admin,
      conversionOrder(inquiryId, { InquiryFiles: [spec!, spec!] }),
      [{ name: 'PO.pdf', content: pdf }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const names = await database.db
      .select({ name: t.orderDocument.name })
      .from(t.orderDocument)
      .where(eq(t.orderDocument.orderId, res.json().Data.OrderId))
      .orderBy(asc(t.orderDocument.documentId));
    expect(names.map((n) => n.name)).toEqual(['PO.pdf', 'Spec.pdf']);
  });

  it('lets only customer service convert, and writes nothing for anyone else', async () => {
    const inquiryId = await client.create(users.customer);
    const before = await counts();
    for (const user of [users.customer, users.salesRep]) {
      const res = await client.placeOrder(user, conversionOrder(inquiryId), [
        { name: 'PO.pdf', content: pdf },
      ]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(INQUIRY_CONVERT_DENIED);
    }
    expect(await counts()).toEqual(before);
    expect((await client.read(users.admin, inquiryId)).Status).toBe('Pending');
  });

  it('refuses an unknown, a cancelled and a converted inquiry', async () => {
    const po = [{ name: 'PO.pdf', content: pdf }];
    const unknown = await client.placeOrder(users.admin, conversionOrder(999_999), po);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(INQUIRY_NOT_FOUND);

    const cancelled = await client.create(users.customer);
    expect((await client.cancel(users.admin, cancelled, 'Bought elsewhere')).statusCode).toBe(200);
    const converted = await client.create(users.customer);
    expect((await client.placeOrder(users.admin, conversionOrder(converted), po)).statusCode).toBe(
      200,
    );
    const before = await counts();
    for (const id of [cancelled, converted]) {
      const res = await client.placeOrder(users.admin, conversionOrder(id), po);
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(INQUIRY_CONVERT_NOT_PENDING);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses an order billed to another customer, and files that are not the inquiry's", async () => {
    const inquiryId = await client.create(users.customer, [{ name: 'Mine.pdf', content: pdf }]);
    const other = await client.create(users.customer, [{ name: 'Other.pdf', content: pdf }]);
    const [foreign] = await documentsOf(other);
    const before = await counts();

    const billedElsewhere = await client.placeOrder(
      users.admin,
      conversionOrder(inquiryId, {
        BillToParty: { PartnerNumber: 'C2' },
        ShipToParty: { PartnerNumber: 'C2' },
        SalesRepNumber: 'R2',
      }),
      [{ name: 'PO.pdf', content: pdf }],
    );
    expect(billedElsewhere.statusCode).toBe(422);
    expect(billedElsewhere.json().Message).toBe(inquiryCustomerMismatch(inquiryId, 'C1'));

    const wrongFile = await client.placeOrder(
      users.admin,
      conversionOrder(inquiryId, { InquiryFiles: [foreign!, 2_000_000] }),
    );
    expect(wrongFile.statusCode).toBe(422);
    expect(wrongFile.json().Message).toBe(inquiryFilesNotFound(inquiryId, [foreign!, 2_000_000]));

    const withoutInquiry = await client.placeOrder(
      users.admin,
      conversionOrder(null, { InquiryFiles: [foreign!] }),
    );
    expect(withoutInquiry.statusCode).toBe(422);
    expect(withoutInquiry.json().Message).toBe(INQUIRY_FILES_WITHOUT_INQUIRY);
    expect(await counts()).toEqual(before);
    expect((await client.read(users.admin, inquiryId)).Status).toBe('Pending');
  });

  it('gives one order and one 409 when two admins convert at once, leaving nothing of the second', async () => {
    const inquiryId = await client.create(users.customer, [{ name: 'Drawing.pdf', content: pdf }]);
    const [drawing] = await documentsOf(inquiryId);
    const before = await counts();
    const answers = await Promise.all(
      [1, 2].map(() =>
        client.placeOrder(users.admin, conversionOrder(inquiryId, { InquiryFiles: [drawing!] }), [
          { name: 'PO.pdf', content: pdf },
        ]),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().Message).toBe(INQUIRY_CONVERT_NOT_PENDING);
    const placed = answers.find((a) => a.statusCode === 200)!.json().Data.OrderId as number;

    expect(await counts()).toEqual({
      orders: before.orders + 1,
      items: before.items + 2,
      documents: before.documents + 2,
      keys: before.keys + 1,
      erpOutbox: before.erpOutbox + 1,
      mails: before.mails + 1,
      files: before.files + 2,
    });
    expect((await client.read(users.admin, inquiryId)).OrderId).toBe(placed);
  });
});
