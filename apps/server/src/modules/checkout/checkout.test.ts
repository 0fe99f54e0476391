import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createSandboxGateway } from '../../integrations/payments/sandbox-gateway.ts';
import { payWithTestCard, TEST_CARDS } from '../../integrations/payments/test-payments.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('checkout payment calls', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = createSandboxGateway({ secret: 'checkout-test-secret-0123456789abcdef' });
  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db);
    await createSite(database.db, { name: 'parts', hostNames: ['localhost'], hasPricing: true });
    await createSite(database.db, { name: 'editor', hostNames: ['editor.localhost'] });
    app = await buildTestApp(database.db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('hands out a payment form token in Data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/checkout/token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      Successful: true,
      Data: expect.stringMatching(/^\d+\.\S+\.[0-9a-f]{64}$/),
    });
  });

  it('refuses a payment form token on a site without pricing', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/checkout/token',
      headers: { host: 'editor.localhost' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Checkout is not available on this site.');
  });

  it('decodes an approved authorisation with its response code', async () => {
    const { decoded, paymentToken } = await payWithTestCard(app);
    expect(decoded).toMatchObject({
      authorized: true,
      responseCode: '00',
      responseDescription: 'Approved',
      paymentToken,
      cardType: 'Visa',
      last4: '1111',
      amount: 0,
      currency: 'USD',
      preAuth: true,
    });
    expect(decoded?.authorizationNumber).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('decodes a declined authorisation as Successful with authorized false', async () => {
    const { signed } = await payWithTestCard(app, { number: TEST_CARDS.declines });
    const res = await app.inject({ method: 'POST', url: '/api/checkout/decode', payload: signed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Successful: true,
      Data: { authorized: false, responseCode: '05', responseDescription: 'Do not honor' },
    });
  });

  it('answers unsuccessful for a processor failure', async () => {
    const { signed, decoded } = await payWithTestCard(app, { number: TEST_CARDS.fails });
    expect(decoded).toBeNull();
    const res = await app.inject({ method: 'POST', url: '/api/checkout/decode', payload: signed });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'The payment could not be processed: Processor unavailable.',
    });
  });

  it('refuses an answer whose payload was changed after signing', async () => {
    const { signed } = await payWithTestCard(app, { number: TEST_CARDS.declines });
    const payload = JSON.parse(Buffer.from(signed.payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(
      JSON.stringify({ ...payload, authorized: true, status: 'approved', responseCode: '00' }),
    ).toString('base64url');
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/decode',
      payload: { payload: forged, signature: signed.signature },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe('The payment answer could not be verified.');
  });

  it('refuses an answer signed with another secret', async () => {
    const other = await buildTestApp(database.db, undefined, {
      payments: createSandboxGateway({ secret: 'some-other-secret-0123456789abcdefgh' }),
    });
    const { signed } = await payWithTestCard(other);
    await other.close();
    const res = await app.inject({ method: 'POST', url: '/api/checkout/decode', payload: signed });
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 for a body that is not a payment answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/decode',
      payload: { payload: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Successful).toBe(false);
  });
});
