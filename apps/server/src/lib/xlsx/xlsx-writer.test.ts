import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_FORMAT } from './xlsx-parts.ts';
import { XlsxWriter, type XlsxCell, type XlsxColumn } from './xlsx-writer.ts';

async function written(build: (writer: XlsxWriter) => Promise<void>): Promise<ExcelJS.Workbook> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const writer = new XlsxWriter(out);
  await build(writer);
  await writer.finish();
  out.end();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

const columns: XlsxColumn[] = [
  { header: 'Catalog Number' },
  { header: 'Quantity' },
  { header: 'List Price', currency: true },
];

describe('XlsxWriter', () => {
  it('writes typed cells under a bold, frozen, filtered header', async () => {
    const book = await written(async (w) => {
      await w.addSheet('Parts', columns);
      await w.addRows([
        ['120-0001', 3, 1249.5],
        ['120-0002', null, 'Call for Pricing'],
      ]);
    });
    const sheet = book.getWorksheet('Parts')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Catalog Number', 'Quantity', 'List Price']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('120-0001');
    expect(sheet.getCell('B2').value).toBe(3);
    expect(sheet.getCell('C2').value).toBe(1249.5);
    expect(sheet.getCell('C2').numFmt).toBe(CURRENCY_FORMAT);
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.getCell('C3').value).toBe('Call for Pricing');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:C3');
    expect(sheet.getColumn(1).width).toBe('Catalog Number'.length + 2);
  });

  it('keeps text that would run as a formula as text, and markup as characters', async () => {
    const book = await written(async (w) => {
      await w.addSheet('S', [{ header: '=HEADER()' }, { header: 'b' }]);
      await w.addRows([
        ['=HYPERLINK("http://x","y")', '<b>&amp;</b> \u0007bell'],
        ['@SUM(A1)', ' padded '],
        ['-2+3', '+44'],
      ]);
    });
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe("'=HEADER()");
    expect(sheet.getCell('A2').value).toBe('\'=HYPERLINK("http://x","y")');
    expect(sheet.getCell('B2').value).toBe('<b>&amp;</b> bell');
    expect(sheet.getCell('A3').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('B3').value).toBe(' padded ');
    expect(sheet.getCell('A4').value).toBe("'-2+3");
    expect(sheet.getCell('B4').value).toBe('+44');
  });

  it('writes several sheets with unique names, and a workbook with no rows', async () => {
    const book = await written(async (w) => {
      await w.addSheet('Models', columns);
      await w.addRows([['a', 1, 2]]);
      await w.addSheet('Models', columns);
      await w.addSheet('Empty / list?', []);
    });
    expect(book.worksheets.map((s) => s.name)).toEqual(['Models', 'Models (2)', 'Empty   list']);
    expect(book.worksheets[1]!.getCell('A1').value).toBe('Catalog Number');
    expect(book.worksheets[1]!.rowCount).toBe(1);
  });

  it('streams many rows past the width sample in the order given', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 5_000 }, (_, i) => [`P-${i}`, i, i / 4]);
    const book = await written(async (w) => {
      await w.addSheet('Big', columns);
      for (let i = 0; i < rows.length; i += 700) await w.addRows(rows.slice(i, i + 700));
    });
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5_001);
    expect(sheet.getCell('A5001').value).toBe('P-4999');
    expect(sheet.getCell('C5001').value).toBe(4999 / 4);
  });
});
