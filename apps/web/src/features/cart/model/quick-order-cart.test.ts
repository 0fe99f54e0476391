import {
  MAX_CART_LINES,
  ModuleId,
  REQUIRED_ACCESS_LEVEL,
  type QuickOrderAnswer,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  byRow,
  CART_QUICK_ORDER_MESSAGES,
  cartLinesOf,
  invalidProblems,
  quickOrderCustomer,
  refusedProblems,
} from './quick-order-cart.ts';

type Resolved = QuickOrderAnswer['Lines'][number];
const resolved = (row: number, pcn: string, quantity: number, typed = pcn): Resolved => ({
  Row: row,
  Number: typed,
  PcnCatalogNumber: pcn,
  Description: `Part ${pcn}`,
  Quantity: quantity,
  Price: 10,
  PriceExplanation: null,
});

describe("the cart's quick order", () => {
  it('makes one cart line of the lines naming a model, however typed', () => {
    const plan = cartLinesOf([
      resolved(1, '120-1001', 2),
      resolved(2, '120-1002', 1),
      resolved(4, '120-1001', 3, 'AC-MOTOR-1'),
    ]);
    expect(plan.items).toEqual([
      { pcnCatalogNumber: '120-1001', quantity: 5 },
      { pcnCatalogNumber: '120-1002', quantity: 1 },
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.sources.get('120-1001')?.map((s) => [s.row, s.text])).toEqual([
      [1, '120-1001 2'],
      [4, 'AC-MOTOR-1 3'],
    ]);
  });

  it('leaves out a repeat past what a line holds, and models past a full cart', () => {
    const many = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => resolved(i + 3, `P-${i}`, 1));
    const plan = cartLinesOf([resolved(1, 'P-0', 9000), resolved(2, 'P-0', 1000), ...many]);
    expect(plan.items).toHaveLength(MAX_CART_LINES);
    expect(plan.items[0]).toEqual({ pcnCatalogNumber: 'P-0', quantity: 9001 });
    expect(plan.problems).toEqual([
      { row: 2, text: 'P-0 1000', reason: CART_QUICK_ORDER_MESSAGES.lineFull('P-0') },
      {
        row: MAX_CART_LINES + 3,
        text: `P-${MAX_CART_LINES} 1`,
        reason: `A cart may hold at most ${MAX_CART_LINES} lines.`,
      },
    ]);
  });

  it("lists each pasted line behind a model the cart refused, with the cart's reason", () => {
    const plan = cartLinesOf([
      resolved(1, '120-1001', 2),
      resolved(3, '120-1002', 1),
      resolved(5, '120-1001', 1, 'AC-MOTOR-1'),
    ]);
    const reason = 'A cart may hold at most 100 lines.';
    expect(
      byRow(refusedProblems([{ pcnCatalogNumber: '120-1001', quantity: 3, reason }], plan.sources)),
    ).toEqual([
      { row: 1, text: '120-1001 2', reason },
      { row: 5, text: 'AC-MOTOR-1 1', reason },
    ]);
  });

  it('lists lines the quick order could not resolve as typed', () => {
    expect(
      invalidProblems([
        { Row: 2, Number: 'NO-SUCH', Quantity: 4, Reason: 'No part has this number' },
      ]),
    ).toEqual([{ row: 2, text: 'NO-SUCH 4', reason: 'No part has this number' }]);
  });

  it('is offered to a signed-in buyer with a pricing customer who may order', () => {
    const orders = {
      ModuleId: ModuleId.Orders,
      ModuleName: 'Orders',
      CanRead: REQUIRED_ACCESS_LEVEL,
      CanWrite: 0,
      CanDelete: 0,
      CanExecute: 0,
    };
    const input = { pricingCustomer: 'C1', inputEnabled: true, permissions: [orders] };
    expect(quickOrderCustomer(input)).toBe('C1');
    expect(quickOrderCustomer({ ...input, pricingCustomer: null })).toBeNull();
    expect(quickOrderCustomer({ ...input, inputEnabled: false })).toBeNull();
    expect(quickOrderCustomer({ ...input, permissions: null })).toBeNull();
    expect(quickOrderCustomer({ ...input, permissions: [{ ...orders, CanRead: 0 }] })).toBeNull();
  });
});
