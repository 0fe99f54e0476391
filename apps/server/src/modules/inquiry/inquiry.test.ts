import {
  CANCEL_REASON_REQUIRED,
  describePrice,
  formatUsd,
  fromPriceExplanation,
  INQUIRY_CREDIT_HOLD,
  INQUIRY_NOT_FOUND,
  INQUIRY_NOT_PENDING,
  type InquiryAnswer,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { createUser } from '../../test/account-factories.ts';
import { seedPlacingCustomers } from '../order/customer-order-test-data.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn } from '../cart/cart-test-data.ts';
import { expectedPrices, type PricingUsers } from '../cart/customer-test-data.ts';
import { EXE_BYTES, pdfWithPages } from '../order-documents/document-test-data.ts';
import { newIdempotencyKey, party } from '../order/order-test-data.ts';
import { inquiryData } from './inquiry-test-data.ts';

type User = { username: string; password: string };

describe('price inquiries (POST /api/inquiry, GET /api/inquiry/:id, cancel)', () => {
  let database: TestDatabase;
  let app: App;
  let users: PricingUsers;
  let pdf: Buffer;
  const cookies = new Map<string, string>();

  const cookieOf = async (user: User) => {
    if (!cookies.has(user.username))
      cookies.set(
        user.username,
        String((await signIn(app, user.username, user.password)).cookie.cookie),
      );
    return cookies.get(user.username)!;
  };

  async function create(
    user: User,
    data: unknown,
    files: { name: string; content: Buffer }[] = [],
    key = newIdempotencyKey(),
  ) {
    const form = multipartForm({ Data: data }, files);
    return app.inject({
      method: 'POST',
      url: '/api/inquiry',
      headers: {
        host: SALES_HOST,
        cookie: await cookieOf(user),
        'content-type': form.contentType,
        'idempotency-key': key,
      },
      payload: form.payload,
    });
  }

  const created = async (user: User, data: unknown = inquiryData()) => {
    const res = await create(user, data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data.InquiryId as number;
  };

  const read = async (user: User, id: number | string) =>
    app.inject({
      url: `/api/inquiry/${id}`,
      headers: { host: SALES_HOST, cookie: await cookieOf(user) },
    });

  const cancel = async (user: User, id: number, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/inquiry/${id}/cancel`,
      headers: { host: SALES_HOST, cookie: await cookieOf(user) },
      payload: body as object,
    });

  const counts = async () => ({
    inquiries: await database.db.$count(t.inquiry),
    items: await database.db.$count(t.inquiryItem),
    documents: await database.db.$count(t.inquiryDocument),
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    users = await seedPlacingCustomers(database.db);
    pdf = await pdfWithPages(1, 'Drawing');
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("prices every line from the customer's multipliers, ignoring a sent price, and keeps the files", async () => {
    const res = await create(
      users.customer,
      inquiryData({
        ShipToParty: { PartnerNumber: 'S100' },
        Items: [
          { Material: pcn.motor, Quantity: 2, Price: 0.01 } as never,
          { Material: pcn.gasket, Quantity: 1, TotalPrice: 0.01 } as never,
        ],
      }),
      [{ name: 'Drawing 1.pdf', content: pdf }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().Data.InquiryId as number;
    expect(res.json()).toEqual({ Successful: true, Data: { InquiryId: id } });

    const answer = (await read(users.customer, id)).json() as InquiryAnswer;
    const motor = expectedPrices[pcn.motor].customer;
    expect(answer).toMatchObject({
      InquiryId: id,
      Status: 'Pending',
      CancelDate: null,
      SalesOrderNumber: null,
      CustomerNumber: 'C1',
      CustomerName: 'Acme',
      Currency: 'USD',
      Tax: 0,
      SubTotal: motor * 2 + 9.99,
      Total: motor * 2 + 9.99,
      Contact: { Name: 'Bea Buyer', Phone: '217 555 0100', Email: 'bea@example.com' },
      Comments: ['Need these by spring'],
      BillToParty: { PartnerNumber: 'C1', Name: 'Acme' },
      ShipToParty: { PartnerNumber: 'S100', Street: '5 Dock Rd' },
    });
    expect(answer.InquiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      answer.Items.map((i) => [i.ItemNumber, i.MaterialNumber, i.Quantity, i.Price, i.TotalPrice]),
    ).toEqual([
      [10, pcn.motor, 2, motor, motor * 2],
      [20, pcn.gasket, 1, 9.99, 9.99],
    ]);
    expect(answer.Items.every((i) => i.QuantityUnit === 'EA')).toBe(true);
    expect(
      answer.Items.map((i) => describePrice(fromPriceExplanation(i.PriceExplanation!))),
    ).toEqual([
      [
        `List price ${formatUsd(expectedPrices[pcn.motor].list)}`,
        'Multiplier 45% for customer C1',
        `Your price ${formatUsd(motor)}`,
      ],
      [
        'List price $12.50',
        `Net price $9.99 for catalogue number ${pcn.gasket}`,
        'Your price $9.99',
      ],
    ]);
    expect(answer.Documents.map((d) => [d.Name, d.FileExtension, d.Size])).toEqual([
      ['Drawing 1.pdf', 'pdf', pdf.length],
    ]);
  });

  it('takes a one-time ship-to as typed, and the customer itself without one', async () => {
    const oneTime = await created(
      users.salesRep,
      inquiryData({ ShipToParty: party({ Name: 'Site 7' }) }),
    );
    const first = (await read(users.salesRep, oneTime)).json() as InquiryAnswer;
    expect(first.ShipToParty).toMatchObject({ PartnerNumber: null, Name: 'Site 7' });
    const none = await created(users.salesRep, inquiryData({ ShipToParty: undefined }));
    const second = (await read(users.salesRep, none)).json() as InquiryAnswer;
    expect(second.ShipToParty).toMatchObject({ PartnerNumber: 'C1', Name: 'Acme' });
  });

  it('answers each invalid field with its message and writes nothing', async () => {
    const before = await counts();
    const message = async (data: unknown, files?: { name: string; content: Buffer }[]) => {
      const res = await create(users.salesRep, data, files);
      expect(res.statusCode, res.body).not.toBe(200);
      return res.json().Message as string;
    };
    const contact = { Name: 'Bea', Phone: '1', Email: 'bea@example.com' };
    expect(await message(inquiryData({ BillToParty: { PartnerNumber: ' ' } }))).toBe(
      'Customer is required',
    );
    expect(await message({ ...inquiryData(), BillToParty: undefined })).toBe(
      'Customer is required',
    );
    expect(await message(inquiryData({ ShipToParty: party({ Name: '' }) }))).toBe(
      'Address name is required',
    );
    expect(await message(inquiryData({ ShipToParty: party({ City: '' }) }))).toBe(
      'Ship To City is required',
    );
    expect(await message(inquiryData({ Contact: { ...contact, Name: ' ' } }))).toBe(
      'Contact name is required',
    );
    expect(await message(inquiryData({ Contact: { ...contact, Phone: '' } }))).toBe(
      'Phone is required',
    );
    expect(await message(inquiryData({ Contact: { ...contact, Email: '' } }))).toBe(
      'Email is required',
    );
    expect(await message(inquiryData({ Contact: { ...contact, Email: 'nope' } }))).toBe(
      'Email is not valid',
    );
    expect(await message(inquiryData({ Comments: ['a', 'b', 'c', 'd'] }))).toBe(
      'An inquiry holds at most 3 comment lines',
    );
    expect(await message(inquiryData({ Comments: ['x'.repeat(133)] }))).toBe(
      'A comment line holds at most 132 characters',
    );
    expect(await message(inquiryData({ Items: [] }))).toBe('Order must include one or more items');
    expect(await message(inquiryData({ Items: [{ Material: 'NOPE', Quantity: 1 }] }))).toBe(
      'Model NOPE was not found.',
    );
    expect(await message(inquiryData({ ShipToParty: { PartnerNumber: 'X1' } }))).toBe(
      'Ship To X1 is not an address of customer C1.',
    );
    expect(await message(inquiryData(), [{ name: 'a.pdf', content: EXE_BYTES }])).toMatch(/PDF/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a customer the caller does not hold with 403, and writes nothing', async () => {
    const before = await counts();
    const res = await create(users.salesRep, inquiryData({ BillToParty: { PartnerNumber: 'C2' } }));
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('You may not create inquiries for customer C2.');
    const other = await create(users.otherCustomer, inquiryData(), [
      { name: 'a.pdf', content: pdf },
    ]);
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe('You may not create inquiries for customer C1.');
    const noOrders = await createUser(database.db, { roles: [] });
    expect((await create(noOrders, inquiryData())).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses a credit-blocked customer with the inquiry credit-hold message', async () => {
    const before = await counts();
    const res = await create(
      users.salesRep,
      inquiryData({ BillToParty: { PartnerNumber: 'C9' }, ShipToParty: { PartnerNumber: 'C9' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().Message).toBe(INQUIRY_CREDIT_HOLD);
    expect(await counts()).toEqual(before);
  });

  it('gives one inquiry for twenty concurrent posts under one key', async () => {
    const before = await counts();
    const key = newIdempotencyKey();
    const data = inquiryData();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(users.salesRep, data, [], key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().Data.InquiryId)).size).toBe(1);
    expect((await counts()).inquiries).toBe(before.inquiries + 1);

    const different = await create(users.salesRep, inquiryData({ Comments: ['other'] }), [], key);
    expect(different.statusCode).toBe(409);
  });

  it('shows an inquiry only to callers who may see its customer', async () => {
    const id = await created(users.customer);
    const status = async (user: User, n: number | string = id) => (await read(user, n)).statusCode;
    expect(await status(users.customer)).toBe(200);
    expect(await status(users.salesRep)).toBe(200);
    expect(await status(users.admin)).toBe(200);
    const hidden = await read(users.otherCustomer, id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().Message).toBe(INQUIRY_NOT_FOUND);
    expect(await status(users.admin, 999_999)).toBe(404);
    expect(await status(users.admin, 'abc')).toBe(400);
    const anonymous = await app.inject({
      url: `/api/inquiry/${id}`,
      headers: { host: SALES_HOST },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only a customer admin cancel a pending inquiry, with a reason', async () => {
    const id = await created(users.customer);
    expect((await cancel(users.customer, id, { Reason: 'no' })).statusCode).toBe(403);
    expect((await cancel(users.salesRep, id, { Reason: 'no' })).statusCode).toBe(403);
    const empty = await cancel(users.admin, id, { Reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Message).toBe(CANCEL_REASON_REQUIRED);
    expect((await cancel(users.admin, id, {})).json().Message).toBe(CANCEL_REASON_REQUIRED);

    const done = await cancel(users.admin, id, { Reason: ' Found it elsewhere ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Cancelled', CancelReason: 'Found it elsewhere' });
    expect(done.json().CancelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await cancel(users.admin, id, { Reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(INQUIRY_NOT_PENDING);
    expect((await cancel(users.admin, 999_999, { Reason: 'x' })).statusCode).toBe(404);
    const [row] = await database.db.select().from(t.inquiry).where(eq(t.inquiry.inquiryId, id));
    expect(row).toMatchObject({ status: 'Cancelled', cancelReason: 'Found it elsewhere' });
  });
});
