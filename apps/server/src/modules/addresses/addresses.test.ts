import { ADDRESS_MESSAGES as M } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const shipTo = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Address1: '9336 Civic Center Drive',
  Address2: 'Suite 200',
  City: 'Beverly Hills',
  State: 'CA',
  Zip: '90210',
  Phone: '3105550100',
  Country: 'US',
  Email: 'ada@example.com',
};

describe('POST /api/addresses/validate', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const validate = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/addresses/validate', payload });
  const shipping = (changes: Record<string, unknown>) =>
    validate([{ Id: 'shipping', Address: { ...shipTo, ...changes } }]);

  it.each([
    [M.firstNameRequired, { FirstName: '' }],
    [M.lastNameRequired, { LastName: ' ' }],
    [M.address1Required, { Address1: '' }],
    [M.stateRequired, { State: '' }],
    [M.cityRequired, { City: '' }],
    [M.zipRequired, { Zip: '' }],
    [M.phoneRequired, { Phone: '' }],
    [M.countryRequired, { Country: '' }],
    [M.emailRequired, { Email: '' }],
    [M.emailInvalid, { Email: 'ada.example.com' }],
    [M.emailInvalid, { Email: 'ada@example.c' }],
    [M.emailInvalid, { Email: 'ada!x@example.com' }],
    [M.emailInvalid, { Email: 'ada@exa_mple.com' }],
    [M.emailInvalid, { Email: 'josé@example.com' }],
    [M.canadianZipFormat, { Country: 'CA', State: 'Ontario', Zip: '90210' }],
    [M.poBox, { Address1: 'PO Box 14' }],
    [M.phoneDigits, { Phone: '310 555 01' }],
    [M.stateNotUs, { State: 'ZZ' }],
    [M.countryUnknown, { Country: 'XK', State: 'Pristina' }],
    [M.countryUnknown, { Country: 'ZZ', State: 'Nowhere' }],
  ])("answers 400 '%s' for %o", async (message, changes) => {
    const res = await shipping(changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
    expect(Object.values(res.json().Errors).flat()).toEqual([message]);
  });

  it('keys each message by address and field', async () => {
    const res = await validate([
      { Id: 'shipping', Address: { ...shipTo, City: '' } },
      { Id: 'billing', Address: { ...shipTo, Email: 'nope' } },
    ]);
    expect(res.json().Errors).toEqual({
      'shipping.City': [M.cityRequired],
      'billing.Email': [M.emailInvalid],
    });
  });

  it('suggests the USPS-standard address with the city and state of the ZIP', async () => {
    const res = await validate([
      { Id: 'shipping', Address: { ...shipTo, City: 'Los Angeles', State: 'NY' } },
    ]);
    expect(res.statusCode).toBe(200);
    const [result] = res.json();
    expect(result).toMatchObject({
      Id: 'shipping',
      IsSameAddress: false,
      IsInvalid: false,
      Successful: true,
      Address: {
        FirstName: 'Ada',
        Address1: '9336 CIVIC CENTER DR',
        Address2: 'STE 200',
        City: 'BEVERLY HILLS',
        State: 'CA',
        Zip: '90210',
        Phone: '(310) 555-0100',
      },
    });
    expect(result.ExecutionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('calls an address the same when only case and punctuation differ', async () => {
    const res = await shipping({ Address1: '9336 Civic Center Dr.', Address2: 'Ste 200' });
    expect(res.json()[0]).toMatchObject({ IsSameAddress: true, IsInvalid: false });
  });

  it('takes an address outside the US as entered, without verifying it', async () => {
    const berlin = { ...shipTo, Address1: 'Unter den Linden 1', Address2: '', City: 'Berlin' };
    const res = await validate([
      { Id: 'shipping', Address: { ...berlin, State: 'Berlin', Zip: '10117', Country: 'DE' } },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ IsSameAddress: true, Successful: false });
    expect(res.json()[0].Address).toMatchObject({ Country: 'DE', City: 'Berlin' });
  });

  it('marks an unknown ZIP invalid', async () => {
    const res = await shipping({ Zip: '00001' });
    expect(res.json()[0]).toMatchObject({
      IsInvalid: true,
      IsSameAddress: false,
      Successful: true,
    });
  });

  it('answers no match (Address null) for a street line without a house number', async () => {
    const res = await shipping({ Address1: 'Civic Center Drive' });
    expect(res.json()[0]).toMatchObject({ Address: null, IsInvalid: false, Successful: true });
  });

  it('accepts and standardises a P.O. box bill-to address', async () => {
    const res = await validate([{ Id: 'billing', Address: { ...shipTo, Address1: 'p.o. box 9' } }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].Address.Address1).toBe('PO BOX 9');
  });

  it('reports Successful false with an execution id when verification cannot run', async () => {
    const failing = await buildTestApp(database.db, undefined, {
      addressVerifier: { verify: () => Promise.reject(new Error('service down')) },
    });
    const res = await failing.inject({
      method: 'POST',
      url: '/api/addresses/validate',
      payload: [{ Id: 'shipping', Address: shipTo }],
    });
    await failing.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ Successful: false, IsInvalid: false });
    expect(res.json()[0].ExecutionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses the same role twice and an empty list', async () => {
    expect((await validate([])).statusCode).toBe(400);
    const twice = await validate([
      { Id: 'shipping', Address: shipTo },
      { Id: 'shipping', Address: shipTo },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Message).toContain('Each of shipping and billing may appear once');
  });
});
