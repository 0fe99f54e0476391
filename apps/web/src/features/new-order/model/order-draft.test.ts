import { PO_DOCUMENT_REQUIRED } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_SHIP_TO } from '../../../ui/wizard/ship-to-draft.ts';
import { createCustomer, createOneTimeAddress } from '../../../ui/wizard/test-factories.ts';
import {
  draftProblem,
  emptyDraft,
  oneTimeErrors,
  orderInputOf,
  tabProblem,
  type OrderDraft,
} from './order-draft.ts';

const draft = (patch: Partial<OrderDraft>): OrderDraft => ({
  ...emptyDraft(),
  customer: createCustomer(),
  purchaseNo: 'PO1',
  items: [{ pcn: '314-1087', description: 'Motor', quantity: 1, price: 10 }],
  ...patch,
});

describe('where a new order ships', () => {
  it('ships to the customer while billing and shipping are the same', () => {
    expect(orderInputOf(draft({ shipTo: '0000200100' })).ShipToParty).toEqual({
      PartnerNumber: '0000100100',
    });
  });

  it('ships to the chosen ship-to otherwise', () => {
    expect(orderInputOf(draft({ sameAddress: false, shipTo: '0000200100' })).ShipToParty).toEqual({
      PartnerNumber: '0000200100',
    });
  });

  it('sends a one-time address as a party, line 2 as Name2', () => {
    const oneTime = draft({
      sameAddress: false,
      shipTo: ONE_TIME_SHIP_TO,
      oneTimeShipTo: createOneTimeAddress(),
    });
    expect(orderInputOf(oneTime).ShipToParty).toEqual({
      Name: 'Job site 12',
      Name2: 'Dock B',
      Street: '400 Main St',
      City: 'Dallas',
      Region: 'TX',
      PostalCode: '75201',
      Country: 'US',
      Phone: '(214) 555-0100',
    });
    expect(oneTimeErrors(oneTime)).toEqual({});
    expect(draftProblem({ ...oneTime, files: [new File(['x'], 'po.pdf')] }, false)).toBeNull();
  });

  it('names every missing field of a one-time address and stops on the Customer tab', () => {
    const blank = draft({ sameAddress: false, shipTo: ONE_TIME_SHIP_TO });
    const errors = oneTimeErrors(blank);
    expect(errors.Name).toEqual(['Ship To Name is required']);
    expect(Object.keys(errors).sort()).toEqual([
      'Address1',
      'City',
      'Name',
      'Phone',
      'State',
      'Zip',
    ]);
    expect(draftProblem(blank, false)?.tab).toBe(0);
  });
});

describe('an order converting an inquiry', () => {
  const converting = draft({
    inquiryId: 42,
    inquiryFiles: [{ Id: 7, Name: 'po.pdf', FileExtension: 'pdf', CreateDate: '', Size: 2048 }],
  });

  it('sends the inquiry and the inquiry files chosen as the PO document', () => {
    const input = orderInputOf({ ...converting, inquiryFileIds: [7] });
    expect(input.InquiryId).toBe(42);
    expect(input.InquiryFiles).toEqual([7]);
  });

  it('sends neither for an order of its own', () => {
    const input = orderInputOf(draft({}));
    expect(input).not.toHaveProperty('InquiryId');
    expect(input).not.toHaveProperty('InquiryFiles');
  });

  it('takes an inquiry file as the PO document, as it takes an upload', () => {
    expect(draftProblem(converting, false)).toEqual({ tab: 2, message: PO_DOCUMENT_REQUIRED });
    expect(draftProblem({ ...converting, inquiryFileIds: [7] }, false)).toBeNull();
    expect(draftProblem({ ...converting, files: [new File(['x'], 'po.pdf')] }, false)).toBeNull();
  });

  it('asks for the PO document only on the last tab', () => {
    expect(tabProblem(converting, false, 1)).toBeNull();
    expect(tabProblem(converting, false, 2)?.message).toBe(PO_DOCUMENT_REQUIRED);
  });
});
