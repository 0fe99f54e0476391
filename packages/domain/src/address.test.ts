import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES as M,
  addressFormErrors,
  billingAddressForm,
  formatPhone,
  isPoBox,
  phoneDigits,
  shippingAddressForm,
} from './address.ts';
import { COUNTRIES, isCountryCode, statesOf } from './country-states.ts';
import { guestOrderSubmission } from './order.ts';

const valid = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Address1: '100 Main Street',
  Address2: '',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
  Phone: '217-555-0100',
  Country: 'US',
  Email: 'ada@example.com',
};

const errorsOf = (input: Record<string, unknown>, schema = shippingAddressForm) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : addressFormErrors(parsed.error);
};

describe('address form', () => {
  it('trims every field and formats the phone as (000) 000-0000', () => {
    const parsed = shippingAddressForm.parse({
      ...valid,
      FirstName: '  Ada ',
      City: ' Springfield  ',
      State: 'il',
      Phone: '+1 (217) 555.0100',
    });
    expect(parsed).toMatchObject({ FirstName: 'Ada', City: 'Springfield', State: 'IL' });
    expect(parsed.Phone).toBe('(217) 555-0100');
  });

  it('defaults the country to US', () => {
    const { Country: _omitted, ...rest } = valid;
    expect(shippingAddressForm.parse(rest).Country).toBe('US');
  });

  it('lists every missing field at once with the spec message', () => {
    const errors = errorsOf({ Country: '' });
    expect(Object.values(errors).flat().sort()).toEqual(
      [
        M.firstNameRequired,
        M.lastNameRequired,
        M.address1Required,
        M.stateRequired,
        M.cityRequired,
        M.zipRequired,
        M.phoneRequired,
        M.countryRequired,
        M.emailRequired,
      ].sort(),
    );
  });

  it('treats blank text as missing', () => {
    expect(errorsOf({ ...valid, City: '   ' })).toEqual({ City: [M.cityRequired] });
    expect(errorsOf({ ...valid, Phone: ' - ' })).toEqual({ Phone: [M.phoneRequired] });
  });

  it('says Email is invalid for an address without a domain', () => {
    expect(errorsOf({ ...valid, Email: 'ada@' })).toEqual({ Email: [M.emailInvalid] });
  });

  it.each(['ada@example.c', 'ada!x@example.com', 'ada@exa_mple.com', 'josé@example.com'])(
    'says Email is invalid for %s, which an order refuses too',
    (email) => {
      expect(errorsOf({ ...valid, Email: email })).toEqual({ Email: [M.emailInvalid] });
      expect(guestOrderSubmission.shape.Email.safeParse(email).success).toBe(false);
    },
  );

  it('accepts for an order exactly the e-mails the address form accepts', () => {
    const formTakes = (email: string) => !errorsOf({ ...valid, Email: email }).Email;
    const orderTakes = (email: string) => guestOrderSubmission.shape.Email.safeParse(email).success;
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (email) => {
        expect(orderTakes(email)).toBe(formTakes(email));
      }),
      { numRuns: 500 },
    );
  });

  it('checks the Canadian postal code format and normalises it', () => {
    const ca = { ...valid, Country: 'CA', State: 'Ontario', Zip: '12345' };
    expect(errorsOf(ca)).toEqual({ Zip: [M.canadianZipFormat] });
    expect(shippingAddressForm.parse({ ...ca, Zip: 'k1a0b1' }).Zip).toBe('K1A 0B1');
  });

  it('accepts free-text states outside the US and only listed states in the US', () => {
    expect(errorsOf({ ...valid, Country: 'CA', State: 'Ontario', Zip: 'K1A 0B1' })).toEqual({});
    expect(errorsOf({ ...valid, State: 'Ontario' })).toEqual({ State: [M.stateNotUs] });
  });

  it('takes any ISO 3166-1 country, with a free-text state and no Canadian postal rule', () => {
    const berlin = { ...valid, Country: 'de', State: 'Berlin', Zip: '10115', City: 'Berlin' };
    expect(errorsOf(berlin)).toEqual({});
    expect(shippingAddressForm.parse(berlin).Country).toBe('DE');
    expect(errorsOf({ ...valid, Country: 'XK', State: 'Pristina' })).toEqual({
      Country: [M.countryUnknown],
    });
    expect(errorsOf({ ...valid, Country: 'ZZ', State: 'Nowhere' })).toEqual({
      Country: [M.countryUnknown],
    });
  });

  it('refuses a P.O. box ship-to but accepts it as a bill-to', () => {
    const poBox = { ...valid, Address1: 'P.O. Box 42' };
    expect(errorsOf(poBox)).toEqual({ Address1: [M.poBox] });
    expect(errorsOf(poBox, billingAddressForm)).toEqual({});
  });

  it('asks for ten phone digits', () => {
    expect(errorsOf({ ...valid, Phone: '555-0100' })).toEqual({ Phone: [M.phoneDigits] });
  });
});

describe('phone formatting', () => {
  it('builds the mask up as digits are typed', () => {
    expect(['', '2', '217', '2175', '217555', '2175550', '2175550100'].map(formatPhone)).toEqual([
      '',
      '(2',
      '(217',
      '(217) 5',
      '(217) 555',
      '(217) 555-0',
      '(217) 555-0100',
    ]);
  });

  it('never keeps more than ten digits and never keeps a non-digit', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const digits = phoneDigits(input);
        expect(digits.length).toBeLessThanOrEqual(10);
        expect(digits).toMatch(/^\d*$/);
        expect(phoneDigits(formatPhone(input))).toBe(digits);
      }),
    );
  });
});

describe('P.O. box detection', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p o box 7', 'Post Office Box 3', 'POB 19', 'POBox 5'])(
    'recognises %s',
    (line) => expect(isPoBox(line)).toBe(true),
  );

  it.each(['12 Polo Drive', '9 Pobrecito Way', '400 Apollo Blvd', '1 Box Elder Ct'])(
    'leaves the street address %s alone',
    (line) => expect(isPoBox(line)).toBe(false),
  );
});

describe('countries and states', () => {
  it('knows the 249 ISO 3166-1 countries, the United States first and Canada second', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(COUNTRIES.slice(0, 2).map((c) => c.AlphaCode)).toEqual(['US', 'CA']);
    expect(COUNTRIES.filter((c) => c.AlphaCode === 'CA')).toHaveLength(1);
    expect(isCountryCode(' gb ')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
  });

  it('lists US states and Canadian provinces', () => {
    expect(statesOf('us')).toContainEqual({ AlphaCode: 'IL', Name: 'Illinois' });
    expect(statesOf('CA')).toContainEqual({ AlphaCode: 'QC', Name: 'Quebec' });
    expect(statesOf('MX')).toEqual([]);
  });
});
