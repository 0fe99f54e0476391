import type { InquiryInput } from '@portal/domain';
import { pcn } from '../cart/cart-test-data.ts';

/** A valid inquiry of customer C1 (customer-test-data.ts) with two lines. */
export const inquiryData = (overrides: Partial<InquiryInput> = {}): InquiryInput => ({
  BillToParty: { PartnerNumber: 'C1' },
  ShipToParty: { PartnerNumber: 'C1' },
  Contact: { Name: 'Bea Buyer', Phone: '217 555 0100', Email: 'bea@example.com' },
  Comments: ['Need these by spring', '  ', ''],
  Items: [
    { Material: pcn.motor, Quantity: 2, ItemNumber: 10, QuantityUnit: 'EA' },
    { Material: pcn.gasket, Quantity: 1, ItemNumber: 20, QuantityUnit: 'EA' },
  ],
  ...overrides,
});
