import { Role } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  convertPath,
  countedTitle,
  inquiryActions,
  inquiryDocumentLevel,
  inquiryIdOf,
  linkedOrder,
} from './inquiry-rules.ts';

describe('inquiry summary rules', () => {
  it('reads the inquiry id from the route, and nothing that is not one', () => {
    expect(inquiryIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '2147483648'])
      expect(inquiryIdOf(bad)).toBeNull();
  });

  it('offers Cancel Inquiry and Convert to Order to customer admins on a pending inquiry', () => {
    expect(inquiryActions('Pending', [Role.CustomerAdmin])).toEqual({
      canCancel: true,
      canConvert: true,
    });
  });

  it('offers neither to customers and sales reps, nor on a cancelled or converted inquiry', () => {
    const none = { canCancel: false, canConvert: false };
    expect(inquiryActions('Pending', [Role.Customer])).toEqual(none);
    expect(inquiryActions('Pending', [Role.SalesRep])).toEqual(none);
    expect(inquiryActions('Pending', [])).toEqual(none);
    expect(inquiryActions('Cancelled', [Role.CustomerAdmin])).toEqual(none);
    expect(inquiryActions('Converted', [Role.CustomerAdmin])).toEqual(none);
  });

  it('converts through the new-order wizard prefilled from the inquiry', () => {
    expect(convertPath(17)).toBe('/new/fromInquiry-17');
  });

  it('lets only a pending inquiry take or lose files', () => {
    expect(inquiryDocumentLevel(3, 'Pending')).toBe(3);
    expect(inquiryDocumentLevel(3, 'Cancelled')).toBe(1);
    expect(inquiryDocumentLevel(2, 'Converted')).toBe(1);
    expect(inquiryDocumentLevel(0, 'Converted')).toBe(0);
  });

  it('links the converted order by its sales order number, else by its order number', () => {
    expect(linkedOrder({ SalesOrderNumber: '0000012345', OrderId: 9 })).toEqual({
      path: '/order_summary/0000012345',
      label: '0000012345',
    });
    expect(linkedOrder({ SalesOrderNumber: null, OrderId: 9 })).toEqual({
      path: '/order_summary/9',
      label: 'Being processed (order 9)',
    });
    expect(linkedOrder({ SalesOrderNumber: null, OrderId: null })).toBeNull();
  });

  it('counts what a tab lists', () => {
    expect(countedTitle('Items', 3)).toBe('Items (3)');
    expect(countedTitle('Comments', 0)).toBe('Comments (0)');
  });
});
