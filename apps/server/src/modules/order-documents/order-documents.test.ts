import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type OrderDocument } from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from '../order/order-test-data.ts';
import { EXE_BYTES, multipartBody, pdfWithPages, PNG_BYTES } from './document-test-data.ts';

/** Hosts of sites at each ManageDocuments level. */
const host = {
  none: 'localhost',
  view: 'view.localhost',
  upload: 'upload.localhost',
  manage: 'manage.localhost',
};

describe('order documents', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  let key: string;

  const upload = (files: { name: string; content: Buffer }[], on = host.manage, n = key) => {
    const body = multipartBody(files);
    return app.inject({
      method: 'POST',
      url: `/api/order/document/${n}`,
      headers: { host: on, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const list = async (on = host.manage): Promise<OrderDocument[]> =>
    (await app.inject({ url: `/api/order/documents/${key}`, headers: { host: on } })).json();
  const post = (url: string, payload?: object, on = host.manage) =>
    app.inject({ method: 'POST', url, headers: { host: on }, ...(payload ? { payload } : {}) });
  const download = (id: number, on = host.view, orderKey = key) =>
    app.inject({ url: `/api/order/document/${id}?order=${orderKey}`, headers: { host: on } });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    await createSite(database.db, { hostNames: [host.view], manageDocuments: 1 });
    await createSite(database.db, { hostNames: [host.upload], manageDocuments: 2 });
    await createSite(database.db, { hostNames: [host.manage], manageDocuments: 3 });
    app = await buildTestApp(database.db, undefined, { payments: gateway });
    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
    );
    key = placedOrder(res.json()).PublicKey;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('accepts a PDF and lists it with its size and one section', async () => {
    const pdf = await pdfWithPages(1);
    const res = await upload([{ name: 'purchase order.pdf', content: pdf }], host.upload);
    expect(res.statusCode).toBe(200);
    const [doc] = res.json() as OrderDocument[];
    expect(doc).toMatchObject({
      Name: 'purchase order.pdf',
      FileExtension: 'pdf',
      SectionCount: 1,
      Size: pdf.length,
      Selected: false,
    });
    expect((await list(host.view)).map((d) => d.Id)).toContain(doc!.Id);
    const file = await download(doc!.Id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('accepts a CSV, a PNG and several files at once', async () => {
    const res = await upload([
      { name: 'parts.csv', content: Buffer.from('pcn,qty\n120-1001,2\n') },
      { name: 'photo.png', content: PNG_BYTES },
    ]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as OrderDocument[]).map((d) => d.FileExtension)).toEqual(['csv', 'png']);
  });

  it.each([
    ['a program renamed to .pdf', 'invoice.pdf', EXE_BYTES],
    ['a picture renamed to .pdf', 'scan.pdf', PNG_BYTES],
    ['a program without extension', 'setup', EXE_BYTES],
    ['binary data named .csv', 'data.csv', Buffer.from([0, 1, 2, 3, 0, 255])],
  ])('refuses %s', async (_name, name, content) => {
    const before = (await list()).length;
    const res = await upload([{ name, content }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toContain(
      'Only PDF, CSV, Word, Excel and image files can be uploaded.',
    );
    expect((await list()).length).toBe(before);
  });

  it('refuses a file over 15 MB with 413 and the size message', async () => {
    const big = Buffer.concat([await pdfWithPages(1), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload([{ name: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe(FILE_TOO_LARGE_MESSAGE);
  });

  it.each(['../../etc/passwd.pdf', '..\\boot.pdf', 'folder/file.pdf', '..'])(
    'refuses the file name %s and writes nothing',
    async (name) => {
      const before = (await list()).length;
      const res = await upload([{ name, content: await pdfWithPages(1) }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe('A file name cannot contain folders or "..".');
      expect((await list()).length).toBe(before);
    },
  );

  it('clips selected PDFs into one and unclips them back', async () => {
    const [a, b] = (
      await upload([
        { name: 'a.pdf', content: await pdfWithPages(2, 'A') },
        { name: 'b.pdf', content: await pdfWithPages(3, 'B') },
      ])
    ).json() as OrderDocument[];
    const clip = await post(`/api/order/document/clip?order=${key}`, {
      documentIds: [a!.Id, b!.Id],
    });
    expect(clip.statusCode).toBe(200);
    const clipped = clip.json() as OrderDocument;
    expect(clipped).toMatchObject({
      Name: 'a (clipped).pdf',
      FileExtension: 'pdf',
      SectionCount: 2,
    });
    const ids = (await list()).map((d) => d.Id);
    expect(ids).toContain(clipped.Id);
    expect(ids).not.toContain(a!.Id);
    const merged = await PDFDocument.load((await download(clipped.Id)).rawPayload);
    expect(merged.getPageCount()).toBe(5);

    const unclip = await post(`/api/order/document/unclip/${clipped.Id}?order=${key}`);
    expect(unclip.statusCode).toBe(200);
    const back = unclip.json() as OrderDocument[];
    expect(back.map((d) => [d.Name, d.SectionCount])).toEqual([
      ['a.pdf', 1],
      ['b.pdf', 1],
    ]);
    const pages = await Promise.all(
      back.map(async (d) =>
        (await PDFDocument.load((await download(d.Id)).rawPayload)).getPageCount(),
      ),
    );
    expect(pages).toEqual([2, 3]);
    expect((await list()).map((d) => d.Id)).not.toContain(clipped.Id);
  });

  it('refuses to clip fewer than two documents or anything but PDFs', async () => {
    const docs = await list();
    const pdf = docs.find((d) => d.FileExtension === 'pdf')!;
    const png = docs.find((d) => d.FileExtension === 'png')!;
    const one = await post(`/api/order/document/clip?order=${key}`, { documentIds: [pdf.Id] });
    expect(one.statusCode).toBe(400);
    expect(one.json().Message).toBe('Select more than one PDF document to clip');
    const mixed = await post(`/api/order/document/clip?order=${key}`, {
      documentIds: [pdf.Id, png.Id],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().Message).toBe('Only PDF documents can be clipped.');
  });

  it('deletes a document', async () => {
    const [doc] = (
      await upload([{ name: 'old.pdf', content: await pdfWithPages(1) }])
    ).json() as OrderDocument[];
    const res = await post(`/api/order/document/delete/${doc!.Id}?order=${key}`);
    expect(res.json()).toEqual({ Successful: true });
    expect((await list()).map((d) => d.Id)).not.toContain(doc!.Id);
    expect((await download(doc!.Id)).statusCode).toBe(404);
  });

  describe('ManageDocuments levels', () => {
    it('shows no documents on a site that does not manage them', async () => {
      const res = await app.inject({
        url: `/api/order/documents/${key}`,
        headers: { host: host.none },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('Order documents are not managed on this site.');
    });

    it('lets level 1 view and download but not upload', async () => {
      expect((await list(host.view)).length).toBeGreaterThan(0);
      const res = await upload([{ name: 'x.pdf', content: await pdfWithPages(1) }], host.view);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('Uploading order documents is not allowed on this site.');
    });

    it('lets level 2 upload but not clip, unclip or delete', async () => {
      const [doc] = await list();
      for (const url of [
        `/api/order/document/delete/${doc!.Id}?order=${key}`,
        `/api/order/document/unclip/${doc!.Id}?order=${key}`,
      ]) {
        const res = await post(url, undefined, host.upload);
        expect(res.statusCode).toBe(403);
        expect(res.json().Message).toBe('Managing order documents is not allowed on this site.');
      }
    });
  });

  it('opens documents only with the key of their order', async () => {
    const [doc] = await list();
    const other = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.gasket, Quantity: 1 }]),
    );
    const otherKey = placedOrder(other.json()).PublicKey;
    expect((await download(doc!.Id, host.view, otherKey)).statusCode).toBe(404);
    expect((await download(doc!.Id, host.view, '')).statusCode).toBe(404);
    const res = await post(`/api/order/document/delete/${doc!.Id}?order=${otherKey}`);
    expect(res.statusCode).toBe(404);
    expect((await list()).map((d) => d.Id)).toContain(doc!.Id);
  });
});
