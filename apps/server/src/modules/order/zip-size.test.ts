import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from './zip-test-data.ts';
import { unpacksWithin } from './zip-size.ts';

describe('what a zip unpacks to', () => {
  const text = Buffer.from('order lines '.repeat(1000));

  it('adds up the entries of a real workbook', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Order').addRow(['123-4567', 2]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(unpacksWithin(xlsx, 1 << 20)).toBe(true);
    expect(unpacksWithin(xlsx, 100)).toBe(false);
  });

  it('holds to the limit over all entries', () => {
    const zip = zipOf([
      { name: 'a.xml', content: text },
      { name: 'b.xml', content: text },
    ]);
    expect(unpacksWithin(zip, text.length * 2)).toBe(true);
    expect(unpacksWithin(zip, text.length * 2 - 1)).toBe(false);
  });

  it('catches an entry that holds more, or less, than it declares', () => {
    expect(unpacksWithin(zipOf([{ name: 'a.xml', content: text }], 100), 1 << 20)).toBe(false);
    expect(unpacksWithin(zipOf([{ name: 'a.xml', content: text }], 20_000), 1 << 20)).toBe(false);
  });

  it('refuses what is no zip or a cut one', () => {
    const zip = zipOf([{ name: 'a.xml', content: text }]);
    expect(unpacksWithin(Buffer.from('plain text'), 1 << 20)).toBe(false);
    expect(unpacksWithin(zip.subarray(0, zip.length - 30), 1 << 20)).toBe(false);
    expect(unpacksWithin(Buffer.alloc(0), 1 << 20)).toBe(false);
  });
});
