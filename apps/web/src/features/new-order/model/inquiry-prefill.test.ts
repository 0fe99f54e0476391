import type { InquiryAnswer } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { emptyOneTimeAddress, ONE_TIME_SHIP_TO } from '../../../ui/wizard/ship-to-draft.ts';
import { createOneTimeAddress } from '../../../ui/wizard/test-factories.ts';
import { inquiryIdOf, prefillOf } from './inquiry-prefill.ts';

const party = (patch: Partial<InquiryAnswer['ShipToParty']>): InquiryAnswer['ShipToParty'] => ({
  PartnerNumber: '0000100100',
  Name: 'Acme Heating & Air',
  Name2: null,
  Street: '12 Main St',
  City: 'Dallas',
  Region: 'TX',
  PostalCode: '75201',
  Country: 'US',
  Phone: '2145550100',
  ...patch,
});

const item = (ItemNumber: number, MaterialNumber: string, Quantity: number) => ({
  InquiryItemId: ItemNumber,
  ItemNumber,
  MaterialNumber,
  Description: MaterialNumber,
  Quantity,
  Price: 10,
  TotalPrice: 10 * Quantity,
  QuantityUnit: 'EA',
  PriceExplanation: null,
});

const inquiry = (patch: Partial<InquiryAnswer> = {}): InquiryAnswer => ({
  InquiryId: 42,
  InquiryDate: '2025-01-02T00:00:00.000Z',
  Status: 'Pending',
  CancelDate: null,
  CancelReason: null,
  SalesOrderNumber: null,
  OrderId: null,
  Contact: { Name: 'Pat', Phone: '2145550100', Email: 'pat@example.com' },
  SubTotal: 50,
  Tax: 0,
  Total: 50,
  Currency: 'USD',
  CustomerNumber: '0000100100',
  CustomerName: 'Acme Heating & Air',
  BillToParty: party({}),
  ShipToParty: party({}),
  Comments: [],
  Items: [item(20, '314-1087', 3), item(10, '200-0001', 2)],
  Documents: [{ Id: 7, Name: 'po.pdf', FileExtension: 'pdf', CreateDate: '', Size: 2048 }],
  ...patch,
});

describe('the route parameter of a conversion', () => {
  it('reads the inquiry id of fromInquiry-{id}', () => {
    expect(inquiryIdOf('fromInquiry-42')).toBe(42);
  });

  it.each([
    undefined,
    '',
    'fromInquiry-',
    'fromInquiry-0',
    'fromInquiry-4x',
    '42',
    'fromInquiry-99999999999',
  ])('reads no inquiry from %s', (param) => expect(inquiryIdOf(param)).toBeNull());
});

describe('an order prefilled from an inquiry', () => {
  it('is for the inquiry, its customer, and offers its documents', () => {
    const prefill = prefillOf(inquiry());
    expect(prefill.inquiryId).toBe(42);
    expect(prefill.customerNumber).toBe('0000100100');
    expect(prefill.files.map((f) => f.Id)).toEqual([7]);
  });

  it('takes the parts in the inquiry’s line order with their quantities', () => {
    expect(prefillOf(inquiry()).lines).toEqual([
      { row: 1, number: '200-0001', quantity: 2 },
      { row: 2, number: '314-1087', quantity: 3 },
    ]);
  });

  it('ships to the customer when the inquiry did', () => {
    expect(prefillOf(inquiry()).shipTo).toEqual({
      sameAddress: true,
      shipTo: '0000100100',
      oneTimeShipTo: emptyOneTimeAddress(),
    });
  });

  it('ships to the inquiry’s ship-to partner', () => {
    const shipTo = prefillOf(
      inquiry({ ShipToParty: party({ PartnerNumber: '0000200100' }) }),
    ).shipTo;
    expect(shipTo).toMatchObject({ sameAddress: false, shipTo: '0000200100' });
  });

  it('types the inquiry’s one-time address into the one-time form', () => {
    const oneTime = party({ PartnerNumber: null, Name: 'Job site 12', Name2: 'Dock B' });
    expect(prefillOf(inquiry({ ShipToParty: oneTime })).shipTo).toEqual({
      sameAddress: false,
      shipTo: ONE_TIME_SHIP_TO,
      oneTimeShipTo: createOneTimeAddress({ Address1: '12 Main St' }),
    });
  });
});
