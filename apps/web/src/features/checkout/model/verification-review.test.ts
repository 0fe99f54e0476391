import { shippingAddressForm, type Address, type AddressValidationResult } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { reviewVerification } from './verification-review.ts';

const entered = shippingAddressForm.parse({
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Address1: '9336 Civic Center Drive',
  City: 'Los Angeles',
  State: 'CA',
  Zip: '90210',
  Phone: '3105550100',
  Email: 'ada@example.com',
});
const corrected = {
  ...entered,
  Address1: '9336 CIVIC CENTER DR',
  City: 'BEVERLY HILLS',
} as Address;

const result = (changes: Partial<AddressValidationResult>): AddressValidationResult => ({
  Id: 'shipping',
  Address: corrected,
  IsSameAddress: false,
  IsInvalid: false,
  ExecutionId: 'e-1',
  Successful: true,
  ...changes,
});

describe('verification review', () => {
  it('offers a corrected address for a choice', () => {
    expect(reviewVerification([result({})], { shipping: entered })).toEqual({
      kind: 'review',
      corrections: [{ role: 'shipping', original: entered, corrected }],
      noMatch: [],
      unverified: [],
    });
  });

  it('goes straight to payment when the address is the same', () => {
    const review = reviewVerification([result({ IsSameAddress: true })], { shipping: entered });
    expect(review).toEqual({ kind: 'proceed', unverified: [] });
  });

  it('lists invalid addresses by party, with nothing else to choose', () => {
    const review = reviewVerification(
      [result({ IsInvalid: true }), result({ Id: 'billing', IsInvalid: true })],
      { shipping: entered, billing: entered },
    );
    expect(review).toEqual({
      kind: 'invalid',
      messages: ['Ship To address is invalid', 'Bill To address is invalid'],
    });
  });

  it('asks to check an address without a postal match', () => {
    const review = reviewVerification([result({ Address: null })], { shipping: entered });
    expect(review).toMatchObject({ kind: 'review', noMatch: ['shipping'], corrections: [] });
  });

  it('proceeds and keeps the execution id when verification could not run', () => {
    const review = reviewVerification([result({ Successful: false, ExecutionId: 'x-9' })], {
      shipping: entered,
    });
    expect(review).toEqual({ kind: 'proceed', unverified: ['x-9'] });
  });
});
