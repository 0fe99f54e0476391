import { describe, expect, it } from 'vitest';
import { createOfflineUsVerifier } from './offline-us-verifier.ts';
import { normaliseSecondLine, normaliseStreetLine } from './usps-normalise.ts';

const base = { Address2: '', City: 'Beverly Hills', State: 'CA', Zip: '90210', Country: 'US' };

describe('USPS-style street lines', () => {
  it.each([
    ['123 North Main Street', '123 N MAIN ST'],
    ['9 elm avenue apartment 4b', '9 ELM AVE APT 4B'],
    ['500 Ocean Boulevard Suite 200', '500 OCEAN BLVD STE 200'],
    ['77 Sunset Blvd., #12', '77 SUNSET BLVD # 12'],
    ['12 Lake Shore Drive East', '12 LAKE SHORE DR E'],
    ['12 North Street', '12 NORTH ST'],
    ['5 Front Street Rear', '5 FRONT ST REAR'],
    ['P.O. Box 77', 'PO BOX 77'],
    ['Post Office Box 9', 'PO BOX 9'],
  ])('standardises %s as %s', (input, expected) => {
    expect(normaliseStreetLine(input)).toBe(expected);
  });

  it('standardises a unit on the second line', () => {
    expect(normaliseSecondLine('Apartment 3')).toBe('APT 3');
    expect(normaliseSecondLine('c/o Front desk')).toBe('C/O FRONT DESK');
  });
});

describe('offline US verifier', () => {
  const verifier = createOfflineUsVerifier();

  it('corrects the city and state from the ZIP and standardises the street', async () => {
    const outcome = await verifier.verify({
      ...base,
      Address1: '9336 Civic Center Drive',
      City: 'Los Angeles',
      State: 'NY',
    });
    expect(outcome).toEqual({
      kind: 'verified',
      address: {
        Address1: '9336 CIVIC CENTER DR',
        Address2: '',
        City: 'BEVERLY HILLS',
        State: 'CA',
        Zip: '90210',
        Country: 'US',
      },
    });
  });

  it('keeps a ZIP+4', async () => {
    const outcome = await verifier.verify({ ...base, Address1: '1 Main St', Zip: '902101234' });
    expect(outcome.kind === 'verified' && outcome.address.Zip).toBe('90210-1234');
  });

  it('calls an unknown ZIP invalid', async () => {
    expect(await verifier.verify({ ...base, Address1: '1 Main St', Zip: '00000' })).toEqual({
      kind: 'invalid',
      reason: 'Unknown ZIP code',
    });
  });

  it('finds no match for a street line without a house number', async () => {
    expect(await verifier.verify({ ...base, Address1: 'Main Street' })).toEqual({
      kind: 'no-match',
    });
  });

  it('verifies a P.O. box with a number as a bill-to address', async () => {
    const outcome = await verifier.verify({ ...base, Address1: 'p.o. box 12' });
    expect(outcome.kind === 'verified' && outcome.address.Address1).toBe('PO BOX 12');
  });
});
