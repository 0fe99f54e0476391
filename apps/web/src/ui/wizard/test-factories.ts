import type { CustomerSearchResult } from '@portal/domain';
import type { OneTimeAddress } from './ship-to-draft.ts';

/** Acme, with only the fields a wizard's draft reads. */
export const createCustomer = (overrides: Partial<CustomerSearchResult> = {}) =>
  ({
    CustomerNumber: '0000100100',
    CustomerName: 'Acme Heating & Air',
    SalesReps: [],
    ...overrides,
  }) as unknown as CustomerSearchResult;

/** A one-time ship-to typed in full into the wizard's form. */
export const createOneTimeAddress = (overrides: Partial<OneTimeAddress> = {}): OneTimeAddress => ({
  Name: 'Job site 12',
  Address1: '400 Main St',
  Address2: 'Dock B',
  City: 'Dallas',
  Country: 'US',
  State: 'TX',
  Zip: '75201',
  Phone: '(214) 555-0100',
  ...overrides,
});
