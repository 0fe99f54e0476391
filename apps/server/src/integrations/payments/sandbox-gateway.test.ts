import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { passesLuhn } from './card-rules.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { payWithTestCard, TEST_BILLING_ADDRESS, TEST_CARDS } from './test-payments.ts';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const card: { number: string; expiry: string; cvv: string; name: string } = {
  number: TEST_CARDS.approves,
  expiry: '12/39',
  cvv: '737',
  name: 'Ada Lovelace',
};

describe('sandbox gateway rules', () => {
  const gateway = createSandboxGateway({
    secret: SECRET,
    now: () => new Date('2026-03-15T12:00:00Z'),
  });
  const tokenize = (changes: Partial<typeof card>) =>
    gateway.tokenize({ formToken: gateway.createFormToken(), ...card, ...changes });

  it('documents test card numbers that pass the Luhn check', () => {
    for (const number of Object.values(TEST_CARDS))
      expect(passesLuhn(number.replace(/ /g, ''))).toBe(true);
  });

  it.each([
    [{ number: '4111 1111 1111 1112' }, 'number', 'Card number is invalid'],
    [{ expiry: '02/26' }, 'expiry', 'Expiry date is invalid or past'],
    [{ expiry: '13/30' }, 'expiry', 'Expiry date is invalid or past'],
    [{ cvv: '12' }, 'cvv', 'CVV is invalid'],
    [{ name: ' ' }, 'name', 'Name on card is required'],
  ])('refuses %o with a message on %s', (changes, field, message) => {
    expect(tokenize(changes)).toEqual({ ok: false, field, message });
  });

  it('hands out a token and the last four digits only', () => {
    const result = tokenize({});
    expect(result).toEqual({
      ok: true,
      value: {
        paymentToken: expect.stringMatching(/^tok_/),
        cardType: 'Visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: 2039,
      },
    });
    expect(JSON.stringify(result)).not.toContain('4111111111111111');
  });

  it('refuses a form token that expired or was forged', () => {
    const later = createSandboxGateway({
      secret: SECRET,
      now: () => new Date('2026-03-15T13:00:00Z'),
    });
    expect(later.tokenize({ ...card, formToken: gateway.createFormToken() }).ok).toBe(false);
    const [expires, nonce] = gateway.createFormToken().split('.');
    expect(
      gateway.tokenize({ ...card, formToken: `${expires}.${nonce}.${'0'.repeat(64)}` }).ok,
    ).toBe(false);
  });

  it('refuses to authorise a token from another payment form', () => {
    const tokenized = tokenize({});
    if (!tokenized.ok) throw new Error('tokenize failed');
    const result = gateway.authorize({
      formToken: gateway.createFormToken(),
      paymentToken: tokenized.value.paymentToken,
      amount: 0,
      currency: 'USD',
      preAuth: true,
      billingAddress: TEST_BILLING_ADDRESS,
    });
    expect(result.ok).toBe(false);
  });
});

describe('sandbox gateway over HTTP', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = createSandboxGateway({ secret: SECRET });
  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db);
    await createSite(database.db, { name: 'parts', hostNames: ['localhost'], hasPricing: true });
    app = await buildTestApp(database.db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('serves the card fields page outside /api with its test cards and a frame policy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/payment-gateway/card-fields?token=abc&origin=http://parts.localhost:3000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The sandbox is served by the portal itself: only the portal's own pages may frame it.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('4111 1111 1111 1111');
    expect(res.body).toContain('4000 0000 0000 0002');
    expect(res.body).toContain('<label for="number">Card number</label>');
  });

  it('does not echo the card number when tokenising fails', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/payment-gateway/tokenize',
      payload: { ...card, number: '4111 1111 1111 1112', formToken: gateway.createFormToken() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Card number is invalid', field: 'number' });
  });

  it('verifies an approved authorisation of that token', async () => {
    const { cardInfo } = await payWithTestCard(app, { billAmount: 42.5 });
    expect(cardInfo).toMatchObject({
      Authorized: true,
      PreAuth: true,
      Currency: 'USD',
      BillAmount: 42.5,
    });
    expect(cardInfo?.ValidTo).toMatch(/^\d{4}-12-01$/);
    expect(await gateway.verifyAuthorization(cardInfo!)).toMatchObject({
      valid: true,
      last4: '1111',
    });
  });

  it('refuses a forged, borrowed or declined authorisation', async () => {
    const { cardInfo } = await payWithTestCard(app);
    const other = await payWithTestCard(app);
    const declined = await payWithTestCard(app, { number: TEST_CARDS.declines });
    const checks = await Promise.all([
      gateway.verifyAuthorization({ ...cardInfo!, AuthorizationNo: 'ZZZZZZ' }),
      gateway.verifyAuthorization({ ...cardInfo!, CardNumber: other.paymentToken }),
      gateway.verifyAuthorization({ ...cardInfo!, ReferenceNo: '000000000000' }),
      gateway.verifyAuthorization({
        CardNumber: declined.paymentToken,
        AuthorizationNo: declined.decoded!.authorizationNumber,
      }),
    ]);
    expect(checks.map((c) => c.valid)).toEqual([false, false, false, false]);
  });
});
