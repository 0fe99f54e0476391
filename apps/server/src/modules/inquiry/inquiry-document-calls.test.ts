import {
  INQUIRY_DOCUMENTS_CLOSED,
  INQUIRY_NOT_FOUND,
  orderFilesMessage,
  type InquiryDocumentInfo,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createSite } from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST } from '../../test/sign-in.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import type { PricingUsers } from '../cart/customer-test-data.ts';
import { EXE_BYTES, pdfWithPages, PNG_BYTES } from '../order-documents/document-test-data.ts';
import { DOCUMENT_NOT_FOUND } from '../order-documents/stored-files.ts';
import { openInquiryApp } from './inquiry-test-app.ts';
import { conversionOrder, inquiryClient, type TestUser } from './inquiry-test-client.ts';

/** The inquiry document calls of signed-in portals §7 (decision 163). */
describe('inquiry documents', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  /** Customers site: ManageDocuments 2 (view, upload); sales site: 3 (also delete). */
  let customers: ReturnType<typeof inquiryClient>;
  let sales: ReturnType<typeof inquiryClient>;
  let pdf: Buffer;

  beforeAll(async () => {
    ({ database, users, app } = await openInquiryApp({
      manageDocuments: { customers: 2, sales: 3 },
      prepare: async (db) => {
        await createSite(db, { name: 'no-files', hostNames: ['nofiles.localhost'] });
      },
    }));
    pdf = await pdfWithPages(1, 'Drawing');
    customers = inquiryClient(app, CUSTOMERS_HOST);
    sales = inquiryClient(app, SALES_HOST);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = async (client: typeof sales, user: TestUser, id: number | string) =>
    client.get(user, `/api/inquiry/documents/${id}`);
  const listed = async (id: number) =>
    (await list(sales, users.admin, id)).json() as InquiryDocumentInfo[];
  const download = async (client: typeof sales, user: TestUser, id: number, name = 'file') =>
    client.get(user, `/api/inquiry/document/${id}/${encodeURIComponent(name)}`);

  it('lists, uploads and downloads the files of an inquiry for whoever may read it', async () => {
    const id = await customers.create(users.customer, [{ name: 'Drawing 1.pdf', content: pdf }]);
    const uploaded = await customers.upload(users.customer, id, [
      { name: 'Photo.png', content: PNG_BYTES },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().map((d: InquiryDocumentInfo) => d.Name)).toEqual(['Photo.png']);

    for (const [client, user] of [
      [customers, users.customer],
      [sales, users.salesRep],
      [sales, users.admin],
    ] as const) {
      const res = await list(client, user, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((d: InquiryDocumentInfo) => [d.Name, d.FileExtension, d.Size])).toEqual(
        [
          ['Drawing 1.pdf', 'pdf', pdf.length],
          ['Photo.png', 'png', PNG_BYTES.length],
        ],
      );
    }

    const [drawing] = await listed(id);
    const file = await download(customers, users.customer, drawing!.Id, 'Drawing 1.pdf');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Drawing%201.pdf",
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 to a caller who may not see the inquiry, and to unknown numbers', async () => {
    const id = await customers.create(users.customer, [{ name: 'Drawing.pdf', content: pdf }]);
    const [drawing] = await listed(id);
    const hidden = await list(customers, users.otherCustomer, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().Message).toBe(INQUIRY_NOT_FOUND);
    const upload = await customers.upload(users.otherCustomer, id, [
      { name: 'a.pdf', content: pdf },
    ]);
    expect(upload.statusCode).toBe(404);
    expect(upload.json().Message).toBe(INQUIRY_NOT_FOUND);
    expect((await list(sales, users.admin, 999_999)).json().Message).toBe(INQUIRY_NOT_FOUND);

    for (const documentId of [drawing!.Id, 999_999]) {
      const res = await download(customers, users.otherCustomer, documentId);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(DOCUMENT_NOT_FOUND);
    }
    const removed = await sales.deleteDocument(users.admin, 999_999);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().Message).toBe(DOCUMENT_NOT_FOUND);
    expect((await list(sales, users.admin, 'abc')).statusCode).toBe(400);
    const anonymous = await app.inject({
      url: `/api/inquiry/documents/${id}`,
      headers: { host: SALES_HOST },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await listed(id)).toHaveLength(1);
  });

  it("applies the order documents' file checks and quota to an inquiry", async () => {
    const id = await customers.create(users.customer);
    const program = await customers.upload(users.customer, id, [
      { name: 'a.pdf', content: EXE_BYTES },
    ]);
    expect(program.statusCode).toBe(415);
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png`, content: PNG_BYTES }));
    expect((await customers.upload(users.customer, id, many)).statusCode).toBe(200);
    expect((await customers.upload(users.customer, id, many)).statusCode).toBe(200);
    const over = await customers.upload(users.customer, id, [
      { name: 'x.png', content: PNG_BYTES },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json().Message).toBe(orderFilesMessage(20, 'inquiry'));
    expect(await listed(id)).toHaveLength(20);
  });

  it("deletes a file where the site and the caller's account manage documents", async () => {
    const id = await customers.create(users.customer, [
      { name: 'Keep.pdf', content: pdf },
      { name: 'Wrong.pdf', content: pdf },
    ]);
    const [keep, wrong] = await listed(id);
    const customer = await customers.deleteDocument(users.customer, wrong!.Id);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().Message).toBe('Managing inquiry documents is not allowed on this site.');
    const rep = await sales.deleteDocument(users.salesRep, wrong!.Id);
    expect(rep.statusCode).toBe(403);
    expect(rep.json().Message).toBe('Your account may not delete inquiry documents.');

    const done = await sales.deleteDocument(users.admin, wrong!.Id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ Successful: true });
    expect((await listed(id)).map((d) => d.Id)).toEqual([keep!.Id]);
    expect((await download(sales, users.admin, wrong!.Id)).statusCode).toBe(404);
    expect((await sales.deleteDocument(users.admin, wrong!.Id)).statusCode).toBe(404);
  });

  it('keeps the files of a cancelled or converted inquiry as they are', async () => {
    const cancelled = await customers.create(users.customer, [{ name: 'A.pdf', content: pdf }]);
    expect((await sales.cancel(users.admin, cancelled, 'Not needed')).statusCode).toBe(200);
    const converted = await customers.create(users.customer, [{ name: 'B.pdf', content: pdf }]);
    const [b] = await listed(converted);
    const order = await sales.placeOrder(
      users.admin,
      conversionOrder(converted, { InquiryFiles: [b!.Id] }),
    );
    expect(order.statusCode, order.body).toBe(200);

    for (const id of [cancelled, converted]) {
      const upload = await sales.upload(users.admin, id, [{ name: 'c.pdf', content: pdf }]);
      expect(upload.statusCode).toBe(409);
      expect(upload.json().Message).toBe(INQUIRY_DOCUMENTS_CLOSED);
      const [file] = await listed(id);
      const removed = await sales.deleteDocument(users.admin, file!.Id);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().Message).toBe(INQUIRY_DOCUMENTS_CLOSED);
      expect((await download(sales, users.admin, file!.Id)).statusCode).toBe(200);
      expect(await listed(id)).toHaveLength(1);
    }
  });

  it('refuses every call on a site that does not manage documents', async () => {
    const id = await customers.create(users.customer, [{ name: 'A.pdf', content: pdf }]);
    const elsewhere = inquiryClient(app, 'nofiles.localhost');
    const res = await list(elsewhere, users.admin, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Inquiry documents are not managed on this site.');
  });
});
