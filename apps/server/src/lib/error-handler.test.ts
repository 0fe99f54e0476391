import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createCatalog, createSite } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createDatabase } from '../db/client.ts';
import {
  authorizeCard,
  guestOrder,
  submitOrder,
  testGateway,
} from '../modules/order/order-test-data.ts';
import { registerErrorHandling } from './error-handler.ts';

describe('framework errors in the envelope', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalog(database.db, { catalogId: 5 });
    await createSite(database.db, { name: 'parts', hostNames: ['localhost'] });
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (contentType: string, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { 'content-type': contentType },
      payload,
    });

  it.each(['/api/catalog/getproduct/%ff', '/api/menu/%ff'])(
    'answers a badly encoded address %s with 400',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Successful: false,
        Message: 'The address is not validly encoded.',
      });
    },
  );

  it('answers an over-long path parameter with 414', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/getproduct/${'a'.repeat(600)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'A part of the address is too long.',
    });
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await login('application/json', '{"Username":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'The request body is not valid JSON.',
    });
  });

  it('answers an unsupported media type with 415', async () => {
    const res = await login('application/xml', '<login/>');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'Content type application/xml is not accepted here.',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await login(
      'application/json',
      JSON.stringify({ Username: 'x'.repeat(1_100_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Successful: false, Message: 'The request body is too large.' });
  });
});

describe('error handler safety net', () => {
  it.each(['22021', '22P05'])(
    'answers PostgreSQL error %s (text it cannot store) with 400, also when wrapped',
    async (code) => {
      const app = Fastify();
      registerErrorHandling(app);
      const pgError = Object.assign(new Error('invalid byte sequence'), { code });
      app.get('/direct', async () => Promise.reject(pgError));
      app.get('/wrapped', async () =>
        Promise.reject(Object.assign(new Error('Failed query'), { cause: pgError })),
      );
      for (const url of ['/direct', '/wrapped']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          Successful: false,
          Message: 'The request contains characters that cannot be stored.',
        });
      }
      await app.close();
    },
  );
});

describe('while the database cannot be reached', () => {
  // A port nothing listens on: every query is refused, as while the database restarts.
  const db = createDatabase('postgres://postgres@127.0.0.1:1/portal', 1);
  const gateway = testGateway();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(db, undefined, { payments: gateway });
  });
  afterAll(async () => {
    await app.close();
    await db.$client.end();
  });

  it('answers an order with 503, a message a buyer understands and when to try again', async () => {
    const order = guestOrder(authorizeCard(gateway), [{ Material: '1234567', Quantity: 1 }]);
    const res = await submitOrder(app, order);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      Successful: false,
      Message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('answers a page of the catalogue with 503 too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site/localhost' });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.ts:/);
  });
});
