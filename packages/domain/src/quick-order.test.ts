import { describe, expect, it } from 'vitest';
import { parseQuickOrder, QUICK_ORDER_MAX_LINES, QUICK_ORDER_MESSAGES } from './quick-order.ts';

const lines = (text: string) =>
  parseQuickOrder(text).lines.map((l) => [l.row, l.number, l.quantity]);

describe('quick order lines', () => {
  it('reads numbers and quantities in any common separator', () => {
    expect(
      lines(
        [
          '123-4567\t2',
          '00012345, 3',
          'ABC-10;4',
          '2 x 765-4321',
          'qty 5 DV200107-BRN',
          '  555-0000   ',
          '"888-1111","6"',
          '00067890 12',
          '7 EA 444-2222',
        ].join('\r\n'),
      ),
    ).toEqual([
      [1, '123-4567', 2],
      [2, '00012345', 3],
      [3, 'ABC-10', 4],
      [4, '765-4321', 2],
      [5, 'DV200107-BRN', 5],
      [6, '555-0000', 1],
      [7, '888-1111', 6],
      [8, '00067890', 12],
      [9, '444-2222', 7],
    ]);
  });

  it('skips blank lines and a spreadsheet header, keeping row numbers of the paste', () => {
    expect(lines('Catalog #,Quantity\n\n123-4567,2\n')).toEqual([[3, '123-4567', 2]]);
  });

  it('lists each line it cannot read with its reason', () => {
    const parsed = parseQuickOrder('123-4567 0\n123-4568 10000\n123-4569 1');
    expect(parsed.problems).toEqual([
      { row: 1, text: '123-4567 0', reason: QUICK_ORDER_MESSAGES.quantity },
      { row: 2, text: '123-4568 10000', reason: QUICK_ORDER_MESSAGES.quantity },
    ]);
    expect(parsed.lines).toEqual([{ row: 3, number: '123-4569', quantity: 1 }]);
  });

  it(`takes at most ${QUICK_ORDER_MAX_LINES} lines and says so for the rest`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 2 }, (_, i) => `P-${i} 1`).join('\n');
    const parsed = parseQuickOrder(text);
    expect(parsed.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(parsed.problems.map((p) => [p.row, p.reason])).toEqual([
      [501, QUICK_ORDER_MESSAGES.tooMany],
      [502, QUICK_ORDER_MESSAGES.tooMany],
    ]);
  });
});

describe('lines the quick order cannot look up', () => {
  it('lists a number longer than any catalogue number as not found, without sending it', () => {
    const long = 'X'.repeat(61);
    const parsed = parseQuickOrder(`123-4567 2\n${long} 1`);
    expect(parsed.lines.map((l) => l.number)).toEqual(['123-4567']);
    expect(parsed.problems).toEqual([
      { row: 2, text: `${long} 1`, reason: QUICK_ORDER_MESSAGES.notFound },
    ]);
  });

  it('reads a corrected line without digits as a number when told there is no header', () => {
    expect(parseQuickOrder('ABC-DEF').lines).toEqual([]);
    expect(parseQuickOrder('ABC-DEF', { header: false }).lines).toEqual([
      { row: 1, number: 'ABC-DEF', quantity: 1 },
    ]);
  });
});
