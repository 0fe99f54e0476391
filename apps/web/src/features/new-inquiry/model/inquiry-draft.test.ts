import {
  CUSTOMER_REQUIRED,
  INQUIRY_ADDRESS_NAME_REQUIRED,
  INQUIRY_CONTACT_NAME_REQUIRED,
  INQUIRY_EMAIL_REQUIRED,
  INQUIRY_PHONE_REQUIRED,
  inquiryData,
  ORDER_ITEMS_REQUIRED,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_SHIP_TO } from '../../../ui/wizard/ship-to-draft.ts';
import { createCustomer, createOneTimeAddress } from '../../../ui/wizard/test-factories.ts';
import {
  contactErrors,
  draftProblem,
  emptyInquiryDraft,
  inquiryInputOf,
  oneTimeErrors,
  tabProblem,
  type InquiryDraft,
} from './inquiry-draft.ts';

const ready = (patch: Partial<InquiryDraft> = {}): InquiryDraft => ({
  ...emptyInquiryDraft({ Name: 'Pat Buyer', Email: 'pat@example.com' }),
  customer: createCustomer(),
  contact: { Name: 'Pat Buyer', Phone: '(214) 555-0100', Email: 'pat@example.com' },
  items: [
    { pcn: '314-1087', description: 'Motor', quantity: 2, price: 10 },
    { pcn: '200-0001', description: 'Belt', quantity: 1, price: 4 },
  ],
  ...patch,
});

describe('the inquiry request of a draft', () => {
  it('names the customer, the contact and the lines numbered 10, 20 in EA', () => {
    const input = inquiryInputOf(ready());
    expect(input.BillToParty).toEqual({ PartnerNumber: '0000100100' });
    expect(input.ShipToParty).toEqual({ PartnerNumber: '0000100100' });
    expect(input.Contact).toEqual({
      Name: 'Pat Buyer',
      Phone: '(214) 555-0100',
      Email: 'pat@example.com',
    });
    expect(input.Items).toEqual([
      { Material: '314-1087', Quantity: 2, ItemNumber: 10, QuantityUnit: 'EA' },
      { Material: '200-0001', Quantity: 1, ItemNumber: 20, QuantityUnit: 'EA' },
    ]);
    expect(inquiryData.safeParse(input).success).toBe(true);
  });

  it('sends only the comment lines with text, trimmed', () => {
    const input = inquiryInputOf(ready({ comments: ['  Rush  ', '', 'Call first'] }));
    expect(input.Comments).toEqual(['Rush', 'Call first']);
  });

  it('ships to a chosen ship-to of the customer', () => {
    const input = inquiryInputOf(ready({ sameAddress: false, shipTo: '0000200100' }));
    expect(input.ShipToParty).toEqual({ PartnerNumber: '0000200100' });
  });

  it('sends a one-time address as a party', () => {
    const oneTimeShipTo = createOneTimeAddress({ Address2: '' });
    const draft = ready({ sameAddress: false, shipTo: ONE_TIME_SHIP_TO, oneTimeShipTo });
    expect(inquiryInputOf(draft).ShipToParty).toMatchObject({ Name: 'Job site 12', Name2: null });
    expect(oneTimeErrors(draft)).toEqual({});
    expect(draftProblem(draft)).toBeNull();
  });
});

describe('the checks of the new-inquiry tabs', () => {
  it('lets a complete draft be created', () => {
    expect(draftProblem(ready())).toBeNull();
  });

  it('asks for the customer first, on the Address tab', () => {
    expect(draftProblem(ready({ customer: null }))).toEqual({ tab: 0, message: CUSTOMER_REQUIRED });
  });

  it('asks for the contact on the Address tab, each field with its message', () => {
    const blank = ready({ contact: { Name: ' ', Phone: '', Email: '' } });
    expect(draftProblem(blank)).toEqual({ tab: 0, message: INQUIRY_CONTACT_NAME_REQUIRED });
    expect(contactErrors(blank)).toEqual({
      Name: INQUIRY_CONTACT_NAME_REQUIRED,
      Phone: INQUIRY_PHONE_REQUIRED,
      Email: INQUIRY_EMAIL_REQUIRED,
    });
  });

  it('asks for the one-time address’s name before its other fields', () => {
    const draft = ready({ sameAddress: false, shipTo: ONE_TIME_SHIP_TO });
    expect(oneTimeErrors(draft)).toEqual({ Name: [INQUIRY_ADDRESS_NAME_REQUIRED] });
    expect(draftProblem(draft)).toEqual({ tab: 0, message: INQUIRY_ADDRESS_NAME_REQUIRED });
  });

  it('names each missing field of a named one-time address', () => {
    const draft = ready({ sameAddress: false, shipTo: ONE_TIME_SHIP_TO });
    draft.oneTimeShipTo.Name = 'Job site 12';
    expect(Object.keys(oneTimeErrors(draft)).sort()).toEqual([
      'Address1',
      'City',
      'Phone',
      'State',
      'Zip',
    ]);
  });

  it('asks for at least one item on the Items tab', () => {
    expect(draftProblem(ready({ items: [] }))).toEqual({ tab: 1, message: ORDER_ITEMS_REQUIRED });
  });

  it('checks only the tabs passed when moving forward', () => {
    const noItems = ready({ items: [] });
    expect(tabProblem(noItems, 0)).toBeNull();
    expect(tabProblem(noItems, 1)?.message).toBe(ORDER_ITEMS_REQUIRED);
    expect(tabProblem(noItems, 2)?.tab).toBe(1);
  });

  it('returns to the earliest failing tab', () => {
    const long = 'x'.repeat(200);
    const draft = ready({ items: [], comments: [long, '', ''] });
    expect(draftProblem(draft)?.tab).toBe(1);
    expect(draftProblem(ready({ comments: [long, '', ''] }))?.tab).toBe(2);
  });
});

describe('a fresh inquiry draft', () => {
  it('has three empty comment lines and the given contact', () => {
    const draft = emptyInquiryDraft({ Name: 'Pat', Email: 'pat@example.com' });
    expect(draft.comments).toEqual(['', '', '']);
    expect(draft.contact).toEqual({ Name: 'Pat', Phone: '', Email: 'pat@example.com' });
    expect(draft.sameAddress).toBe(true);
  });
});
