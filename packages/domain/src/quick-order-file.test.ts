import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from './quick-order.ts';
import {
  csvRows,
  isQuickOrderFileName,
  QUICK_ORDER_FILE_MESSAGES,
  quickOrderFileProblem,
  quickOrderLinesOfCsv,
  quickOrderLinesOfRows,
} from './quick-order-file.ts';

describe('CSV rows', () => {
  it('splits by the separator the first line uses', () => {
    expect(csvRows('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(csvRows('a;b\r\n1;2,5\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
    expect(csvRows('a\tb\r1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted fields holding separators, line breaks and doubled quotes', () => {
    expect(csvRows('"Catalog #","Note"\n"123-4567", "3 x ""big"", boxed"\n"A\nB",2')).toEqual([
      ['Catalog #', 'Note'],
      ['123-4567', '3 x "big", boxed'],
      ['A\nB', '2'],
    ]);
  });

  it('drops a byte order mark and keeps a last line without a line break', () => {
    expect(csvRows('\uFEFFP-1,2')).toEqual([['P-1', '2']]);
    expect(csvRows('')).toEqual([]);
  });

  it('takes the separator of the first line that has one', () => {
    expect(csvRows('Parts\nP-1;2\nP-2;3')).toEqual([['Parts'], ['P-1', '2'], ['P-2', '3']]);
  });
});

describe('quick-order lines of a file', () => {
  it('skips a header and blank lines, giving number and quantity a line', () => {
    const text = '\uFEFFCatalog #,Qty\r\n\r\n123-4567,2\r\n"ABC-10", 4 \r\n,,\r\n00012345,1\r\n';
    expect(quickOrderLinesOfCsv(text)).toEqual(['123-4567\t2', 'ABC-10\t4', '00012345\t1']);
  });

  it('reads semicolon and tab files the same', () => {
    expect(quickOrderLinesOfCsv('Part;Quantity\n123-4567;2\nABC-10;4')).toEqual([
      '123-4567\t2',
      'ABC-10\t4',
    ]);
    expect(quickOrderLinesOfCsv('Part\tQuantity\n123-4567\t2')).toEqual(['123-4567\t2']);
  });

  it('takes the first two columns holding anything, below a title', () => {
    const rows = [
      ['', 'Order for Acme', '', ''],
      ['', 'Catalog #', 'Qty', 'Note'],
      ['', '123-4567', '2', 'urgent'],
      ['', 'ABC-10', '', 'any colour'],
      ['', '', '', ''],
      ['', '555-0000', '7', ''],
    ];
    expect(quickOrderLinesOfRows(rows)).toEqual(['123-4567\t2', 'ABC-10', '555-0000\t7']);
  });

  it('keeps a cell with a line break on its own line', () => {
    expect(quickOrderLinesOfCsv('"123-\n4567",2')).toEqual(['123- 4567\t2']);
  });

  it('gives lines the paste reads with their numbers and quantities', () => {
    const lines = quickOrderLinesOfCsv('Catalog #;Qty\n123-4567;2\nABC-10;4\n');
    expect(parseQuickOrder(lines.join('\n')).lines).toEqual([
      { row: 1, number: '123-4567', quantity: 2 },
      { row: 2, number: 'ABC-10', quantity: 4 },
    ]);
  });

  it('has no lines for a file of headers only', () => {
    expect(quickOrderLinesOfCsv('Catalog #,Qty\n\n')).toEqual([]);
  });

  it('says when a file holds no lines or too many', () => {
    expect(quickOrderFileProblem([])).toBe(QUICK_ORDER_FILE_MESSAGES.empty);
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `P-${i}\t1`);
    expect(quickOrderFileProblem(many)).toBeNull();
    expect(quickOrderFileProblem([...many, 'P\t1'])).toBe(
      `At most ${QUICK_ORDER_MAX_LINES} lines at a time`,
    );
  });

  it('knows the names of the files it reads', () => {
    expect(isQuickOrderFileName('order.CSV')).toBe(true);
    expect(isQuickOrderFileName('order.xlsx')).toBe(true);
    expect(isQuickOrderFileName('order.xls')).toBe(false);
    expect(isQuickOrderFileName('order.pdf')).toBe(false);
  });
});
