import { describe, expect, it } from 'vitest';
import { inquiryCancelRequest, inquiryData } from './inquiry.ts';

const valid = {
  BillToParty: { PartnerNumber: ' C1 ' },
  Contact: { Name: 'Bea', Phone: '555', Email: 'bea@example.com' },
  Items: [{ Material: '110-1001', Quantity: 2, ItemNumber: 10, QuantityUnit: 'EA' }],
};

const firstMessage = (value: unknown) => {
  const parsed = inquiryData.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the inquiry request', () => {
  it('trims the customer, drops blank comment lines and leaves the ship-to to the server', () => {
    const data = inquiryData.parse({ ...valid, Comments: [' one ', '', '  '] });
    expect(data.BillToParty.PartnerNumber).toBe('C1');
    expect(data.Comments).toEqual(['one']);
    expect(data.ShipToParty).toBeUndefined();
    expect(
      inquiryData.parse({ ...valid, ShipToParty: { PartnerNumber: 'S1' } }).ShipToParty,
    ).toEqual({ PartnerNumber: 'S1' });
  });

  it('asks for the customer, the address name and the contact', () => {
    expect(firstMessage({ ...valid, BillToParty: {} })).toBe('Customer is required');
    expect(firstMessage({ ...valid, ShipToParty: { Name: ' ', City: 'X' } })).toBe(
      'Address name is required',
    );
    expect(firstMessage({ ...valid, Contact: undefined })).toBe('Contact name is required');
    expect(firstMessage({ ...valid, Contact: { ...valid.Contact, Phone: ' ' } })).toBe(
      'Phone is required',
    );
    expect(firstMessage({ ...valid, Contact: { ...valid.Contact, Email: undefined } })).toBe(
      'Email is required',
    );
    expect(firstMessage({ ...valid, Comments: ['a', 'b', 'c', 'd'] })).toBe(
      'An inquiry holds at most 3 comment lines',
    );
  });

  it('needs a cancel reason', () => {
    expect(inquiryCancelRequest.safeParse({ Reason: '  ' }).error?.issues[0]?.message).toBe(
      'Cancel reason cannot be empty!',
    );
  });
});
