import {
  guestOrderSubmission,
  ORDER_TEXT_LINES_MAX,
  shippingAddressForm,
  type CartItem,
  type DecodedPayment,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildGuestOrder } from './guest-order.ts';
import { COMMENT_MAX_LINES, commentProblems } from './order-comment.ts';

const address = (changes: Record<string, string> = {}) =>
  shippingAddressForm.parse({
    FirstName: 'Ada',
    LastName: 'Lovelace',
    Address1: '9336 CIVIC CENTER DR',
    Address2: 'STE 200',
    City: 'BEVERLY HILLS',
    State: 'CA',
    Zip: '90210',
    Phone: '3105550100',
    Country: 'US',
    Email: 'ada@example.com',
    ...changes,
  });

const line = (id: number, pcn: string, quantity: number) =>
  ({ id, pcnCatalogNumber: pcn, quantity }) as CartItem;

const payment: DecodedPayment = {
  authorized: true,
  responseCode: '00',
  responseDescription: 'Approved',
  authorizationNumber: 'AB12CD',
  referenceNumber: '123456789012',
  paymentToken: 'tok_abc',
  cardType: 'Visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2029,
  nameOnCard: 'Ada Lovelace',
  amount: 0,
  currency: 'USD',
  preAuth: true,
  authorizationDate: '2026-01-02T03:04:05.000Z',
};

const build = (shipTo = address(), comment = '', unverified: string[] = []) =>
  buildGuestOrder({
    shipTo,
    billTo: address({ FirstName: 'Grace', LastName: 'Hopper', Email: 'grace@example.com' }),
    lines: [line(7, '120-4471', 2), line(9, '130-0001', 1)],
    payment,
    total: 123.45,
    shippingCost: 9.95,
    comment,
    unverifiedExecutionIds: unverified,
  });

describe('guest order payload', () => {
  it('names the ship-to party with the bill-to first and last name', () => {
    const order = build();
    expect(order.ShipToParty.Name).toBe('Grace Hopper');
    expect(order.ShipToParty.Name2).toBe('Ada Lovelace');
    expect(order.BillToParty).toMatchObject({ Name: 'Grace Hopper', Name2: '' });
  });

  it('sends the ship-to e-mail, the cart lines and the fixed purchase order number', () => {
    const order = build();
    expect(order).toMatchObject({
      CustomerPurchaseOrderNumber: 'ReplacementParts',
      Email: 'ada@example.com',
      CartItemIds: [7, 9],
      Items: [
        { Material: '120-4471', Quantity: 2, ItemNumber: 10 },
        { Material: '130-0001', Quantity: 1, ItemNumber: 20 },
      ],
    });
    expect(order.ShipToParty).toMatchObject({
      Street: '9336 CIVIC CENTER DR, STE 200',
      Region: 'CA',
      PostalCode: '90210',
      Phone: '(310) 555-0100',
    });
  });

  it('carries the payment token, never a card number, with ValidTo as year-month-01', () => {
    expect(build().CardInfo).toEqual({
      CardType: 'Visa',
      CardNumber: 'tok_abc',
      Name: 'Ada Lovelace',
      ValidTo: '2029-03-01',
      BillAmount: 123.45,
      Currency: 'USD',
      Authorized: true,
      AuthAmount: 0,
      AuthorizationDate: '2026-01-02T03:04:05.000Z',
      AuthorizationNo: 'AB12CD',
      ReferenceNo: '123456789012',
      PreAuth: true,
    });
  });

  it('adds a text line with the execution id when verification could not run', () => {
    expect(build(address(), 'Leave at the back door\n\n', ['abc-1']).TextLines).toEqual([
      'Leave at the back door',
      'Address verification could not be performed (execution id abc-1)',
    ]);
  });

  it('wraps a long comment into text lines the server accepts, the execution id line last', () => {
    const comment = `${'Please call the site manager before delivery. '.repeat(21)}\nGate code 1234`;
    const lines = build(address(), comment, ['abc-1']).TextLines;
    expect(guestOrderSubmission.shape.TextLines.safeParse(lines).success).toBe(true);
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.slice(0, -1).join(' ')).toBe(comment.replace('\n', ' ').replace(/\s+/g, ' '));
    expect(lines.at(-1)).toBe('Address verification could not be performed (execution id abc-1)');
  });

  it('keeps a comment of the most lines allowed within the order limit with both execution ids', () => {
    const comment = Array.from({ length: COMMENT_MAX_LINES }, (_, i) => `Note ${i + 1}`).join('\n');
    expect(commentProblems(comment)).toEqual([]);
    const lines = build(address(), comment, ['abc-1', 'abc-2']).TextLines;
    expect(lines).toHaveLength(ORDER_TEXT_LINES_MAX);
    expect(guestOrderSubmission.shape.TextLines.safeParse(lines).success).toBe(true);
  });
});
