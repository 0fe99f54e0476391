import type { OrderSummary } from '@portal/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import { pdfText } from '../invoice/pdf-text.ts';
import {
  authorizeCard,
  guestOrder,
  party,
  placedOrder,
  submitOrder,
  testGateway,
} from './order-test-data.ts';

describe('reading an order: GET /api/order/{n}, its check and its invoice', () => {
  let database: TestDatabase;
  let app: App;
  const gateway = testGateway();
  let order: { OrderId: number; PublicKey: string };
  const get = (url: string) => app.inject({ url, headers: { host: 'localhost' } });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    app = await buildTestApp(database.db, undefined, { payments: gateway });
    const res = await submitOrder(
      app,
      guestOrder(
        authorizeCard(gateway),
        [
          { Material: pcn.motor, Quantity: 2 },
          { Material: pcn.blower, Quantity: 1 },
        ],
        { BillToParty: party({ Name: 'Grace Hopper', Street: '1 Navy Way' }) },
      ),
    );
    order = placedOrder(res.json());
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('reads an order by its PublicKey without signing in', async () => {
    const res = await get(`/api/order/${order.PublicKey}`);
    expect(res.statusCode).toBe(200);
    const body: OrderSummary = res.json();
    expect(body).toMatchObject({
      OrderId: order.OrderId,
      PublicKey: order.PublicKey,
      OrderStatus: 'Pending',
      SalesOrderNumber: null,
      Email: 'ada@example.com',
      ShipVia: 'Best Way',
      Currency: 'USD',
      Deliveries: [],
    });
    expect(body.BillToParty).toMatchObject({ Name: 'Grace Hopper', Street: '1 Navy Way' });
    expect(body.ShipToParty).toMatchObject({ Name: 'Ada Lovelace', Phone: '2175550100' });
    expect(body.Items).toHaveLength(2);
  });

  it('hides the authorisation number and the comments from a guest', async () => {
    const body: OrderSummary = (await get(`/api/order/${order.PublicKey}`)).json();
    expect(body.ViewedAs).toBe('guest');
    expect(body.AuthorizationNumber).toBeNull();
    expect(body.TextLines).toEqual([]);
  });

  it('answers 404 for an order number, which needs a signed-in user', async () => {
    const res = await get(`/api/order/${order.OrderId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Successful: false, Message: 'Order not found' });
  });

  it('answers 404 for a PublicKey no order has', async () => {
    const res = await get('/api/order/abcdefghijklmnopqrstuvwx');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Order not found');
  });

  it('reports whether the ERP has the order', async () => {
    const res = await get(`/api/order/${order.PublicKey}/check`);
    expect(res.json()).toEqual({
      OrderSynced: false,
      SalesOrderNumber: null,
      OrderStatus: 'Pending',
    });
    expect((await get(`/api/order/${order.OrderId}/check`)).statusCode).toBe(404);
  });

  it('downloads a real PDF invoice holding the order number, parties and total', async () => {
    const res = await get(`/api/PDF/PdfInvoiceFromOrder/?InvoiceNumber=${order.PublicKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${order.OrderId}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe(`Invoice ${order.OrderId}`);
    const text = pdfText(pdf);
    expect(text).toContain('Invoice');
    expect(text).toContain(String(order.OrderId));
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(pcn.blower);
    // 2 x 25.00 + 80.00, shipping 12.95 + 149.00.
    expect(text).toContain('$291.95');
    // The phone as the summary page shows it, not the digits as stored.
    expect(text).toContain('Phone (217) 555-0100');
    expect(text).not.toContain('2175550100');
  });

  it.each([
    ['an order number', () => String(order.OrderId), 404],
    ['an unknown PublicKey', () => 'zzzzzzzzzzzzzzzzzzzzzzzz', 404],
  ])('answers no invoice for %s', async (_name, n, status) => {
    const res = await get(`/api/PDF/PdfInvoiceFromOrder/?InvoiceNumber=${n()}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().Message).toBe('Order not found');
  });

  it('asks for the InvoiceNumber', async () => {
    const res = await get('/api/PDF/PdfInvoiceFromOrder/');
    expect(res.statusCode).toBe(400);
  });

  it('lists the order, document, invoice and cache calls in the OpenAPI description', async () => {
    const paths = Object.keys((await get('/api/docs')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/order/nocustomer',
        '/api/order/{n}',
        '/api/order/{n}/check',
        '/api/PDF/PdfInvoiceFromOrder',
        '/api/order/documents/{n}',
        '/api/order/document/{n}',
        '/api/order/document/clip',
        '/api/order/document/unclip/{id}',
        '/api/order/document/delete/{id}',
        '/api/order/document/{id}',
        '/api/cache',
        '/api/cache/clear/{name}',
      ]),
    );
  });
});
