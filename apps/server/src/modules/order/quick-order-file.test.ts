import { QUICK_ORDER_FILE_MESSAGES, QUICK_ORDER_MAX_LINES } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedCustomerPricing } from '../cart/customer-test-data.ts';
import { pdfWithPages } from '../order-documents/document-test-data.ts';
import { zipOf } from './zip-test-data.ts';

interface Part {
  field?: string;
  name: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends a file input's choice. */
function form(parts: Part[]) {
  const boundary = `----quick-order-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; ` +
        `filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A workbook of the given sheets, each a list of rows, as the bytes of an .xlsx file. */
async function workbook(
  sheets: (string | number | ExcelJS.CellValue)[][][],
  dress?: (sheet: ExcelJS.Worksheet) => void,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  sheets.forEach((rows, i) => {
    const sheet = book.addWorksheet(`Sheet ${i + 1}`);
    rows.forEach((row, r) => {
      if (row.length > 0) sheet.getRow(r + 1).values = row as ExcelJS.CellValue[];
    });
    if (i === 0) dress?.(sheet);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('quick order from a file: a CSV or Excel list as lines to paste', () => {
  let database: TestDatabase;
  let app: App;
  let headers: Record<string, string>;

  const upload = (parts: Part[], as: Record<string, string> = headers) => {
    const body = form(parts);
    return app.inject({
      method: 'POST',
      url: '/api/quickOrder/file',
      headers: { ...as, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const read = async (name: string, content: Buffer | string) => {
    const res = await upload([{ name, content }]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Text: string; Rows: number };
  };
  const refusal = async (name: string, content: Buffer | string) => {
    const res = await upload([{ name, content }]);
    return [res.statusCode, res.json().Message];
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const users = await seedCustomerPricing(database.db);
    app = await buildTestApp(database.db);
    headers = (await signIn(app, users.customer.username, users.customer.password)).cookie;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reads a CSV file: header, byte order mark, quotes and blank lines', async () => {
    const csv = '\uFEFFCatalog #;Qty\r\n"123-4567";2\r\n\r\nAC-BLOWER-7; 3 \r\n00012345;1\r\n';
    expect(await read('order.csv', csv)).toEqual({
      Text: '123-4567\t2\nAC-BLOWER-7\t3\n00012345\t1',
      Rows: 3,
    });
  });

  it('reads a CSV file saved in the Windows encoding', async () => {
    const csv = Buffer.from('Teil (Müller),Menge\n123-4567,2\n', 'latin1');
    expect(await read('order.csv', csv)).toEqual({ Text: '123-4567\t2', Rows: 1 });
  });

  it("reads an Excel file's first worksheet: numbers, formulas, rich text, blank rows", async () => {
    const xlsx = await workbook(
      [
        [
          ['Order for Acme'],
          ['Catalog #', 'Qty', 'Note'],
          ['123-4567', 2, 'urgent'],
          [],
          [12345, { formula: '1+3', result: 4 }, ''],
          [{ richText: [{ text: 'AC-' }, { text: 'BLOWER-7', font: { bold: true } }] }, 1],
          ['ABC-10'],
        ],
        [['999-9999', 9]],
      ],
      (sheet) => {
        sheet.getCell('A5').numFmt = '00000000';
      },
    );
    expect(await read('Order.XLSX', xlsx)).toEqual({
      Text: '123-4567\t2\n00012345\t4\nAC-BLOWER-7\t1\nABC-10',
      Rows: 4,
    });
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines and refuses a file of more`, async () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `P-${i},1`);
    expect((await read('many.csv', ['Part,Qty', ...rows].join('\n'))).Rows).toBe(
      QUICK_ORDER_MAX_LINES,
    );
    expect(await refusal('many.csv', [...rows, 'P-X,1'].join('\n'))).toEqual([
      400,
      `At most ${QUICK_ORDER_MAX_LINES} lines at a time`,
    ]);
    const sheet = await workbook([[...rows, 'P-X,1'].map((r) => r.split(','))]);
    expect(await refusal('many.xlsx', sheet)).toEqual([400, QUICK_ORDER_FILE_MESSAGES.tooMany]);
  });

  it('says when a file holds no lines', async () => {
    const empty = [400, 'The file holds no lines.'];
    expect(await refusal('empty.csv', 'Catalog #,Qty\r\n\r\n')).toEqual(empty);
    expect(await refusal('empty.csv', '')).toEqual(empty);
    expect(await refusal('empty.xlsx', await workbook([[]]))).toEqual(empty);
  });

  it('refuses files of other types, whatever their names say', async () => {
    const type = [400, 'Upload a CSV or Excel (.xlsx) file.'];
    const pdf = await pdfWithPages(1);
    expect(await refusal('order.pdf', pdf)).toEqual(type);
    expect(await refusal('order.csv', pdf)).toEqual(type);
    expect(await refusal('order.xlsx', pdf)).toEqual(type);
    expect(await refusal('order.xls', await workbook([[['P-1', 1]]]))).toEqual(type);
    expect(await refusal('order.txt', 'P-1,1')).toEqual(type);
    expect(await refusal('order.csv', Buffer.from([0x50, 0x00, 0x2c, 0x31]))).toEqual(type);
  });

  it('answers a damaged or oversized workbook with a 400, never a failure of its own', async () => {
    const unreadable = [400, 'The file could not be read.'];
    const xlsx = await workbook([[['P-1', 1]]]);
    expect(await refusal('cut.xlsx', xlsx.subarray(0, xlsx.length - 200))).toEqual(unreadable);
    expect(await refusal('noise.xlsx', Buffer.from('not a workbook at all'))).toEqual(unreadable);
    const notExcel = zipOf([{ name: 'hello.txt', content: Buffer.from('hello') }]);
    expect(await refusal('other.xlsx', notExcel)).toEqual(unreadable);
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(30 << 20) }]);
    expect(bomb.length).toBeLessThan(1 << 20);
    expect(await refusal('bomb.xlsx', bomb)).toEqual(unreadable);
    const liar = zipOf([{ name: 'xl/sharedStrings.xml', content: Buffer.alloc(30 << 20) }], 100);
    expect(await refusal('liar.xlsx', liar)).toEqual(unreadable);
  });

  it('refuses a file over 2 MB, and more than one file', async () => {
    const big = `P-1,1\n${'x'.repeat(2 * 1024 * 1024)}`;
    expect(await refusal('big.csv', big)).toEqual([413, 'The file is larger than 2 MB.']);
    const two = await upload([
      { name: 'a.csv', content: 'P-1,1' },
      { name: 'b.csv', content: 'P-2,1' },
    ]);
    expect([two.statusCode, two.json().Message]).toEqual([400, 'Upload one file at a time.']);
    const elsewhere = await upload([{ field: 'files', name: 'a.csv', content: 'P-1,1' }]);
    expect(elsewhere.statusCode).toBe(400);
  });

  it('answers only signed-in callers', async () => {
    const res = await upload([{ name: 'order.csv', content: 'P-1,1' }], {});
    expect(res.statusCode).toBe(401);
    const notForm = await app.inject({
      method: 'POST',
      url: '/api/quickOrder/file',
      headers,
      payload: { Text: 'P-1,1' },
    });
    expect([notForm.statusCode, notForm.json().Message]).toEqual([
      400,
      QUICK_ORDER_FILE_MESSAGES.type,
    ]);
  });
});
