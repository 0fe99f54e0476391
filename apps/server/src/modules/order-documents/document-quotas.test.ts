import {
  MAX_ORDER_FILES,
  orderBytesMessage,
  orderFilesMessage,
  uploadsPerHourMessage,
  type OrderDocument,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createSite } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { pcn, seedCartCatalogue } from '../cart/cart-test-data.ts';
import {
  authorizeCard,
  guestOrder,
  placedOrder,
  submitOrder,
  testGateway,
} from '../order/order-test-data.ts';
import * as t from '../../db/schema/index.ts';
import { multipartBody, pdfWithPages } from './document-test-data.ts';
import { documentUsage } from './quotas.ts';

const HOST = 'manage.localhost';
const csv = (bytes = 20) => Buffer.from('pcn,qty\n'.padEnd(bytes - 1, 'x') + '\n');
const csvFiles = (count: number, bytes = 20) =>
  Array.from({ length: count }, (_, i) => ({ name: `list-${i}.csv`, content: csv(bytes) }));

describe('order document quotas', () => {
  let database: TestDatabase;
  let app: App;
  /** The same portal with a limit of 3 uploaded files per address and hour. */
  let strictApp: App;
  const gateway = testGateway();

  const newOrder = async () => {
    const res = await submitOrder(
      app,
      guestOrder(authorizeCard(gateway), [{ Material: pcn.motor, Quantity: 1 }]),
      { host: HOST },
    );
    const { PublicKey, OrderId } = placedOrder(res.json());
    return { key: PublicKey, orderId: OrderId };
  };
  const upload = (
    key: string,
    files: { name: string; content: Buffer }[],
    from: string,
    on: App = app,
  ) => {
    const body = multipartBody(files);
    return on.inject({
      method: 'POST',
      url: `/api/order/document/${key}`,
      headers: { host: HOST, 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress: from,
    });
  };
  const list = async (key: string): Promise<OrderDocument[]> =>
    (await app.inject({ url: `/api/order/documents/${key}`, headers: { host: HOST } })).json();

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCartCatalogue(database.db);
    await createSite(database.db, { hostNames: [HOST], manageDocuments: 3 });
    app = await buildTestApp(database.db, undefined, { payments: gateway });
    strictApp = await buildTestApp(database.db, undefined, {
      payments: gateway,
      accounts: { limits: { uploadPerAddress: 3 } },
    });
  });
  afterAll(async () => {
    await Promise.all([app.close(), strictApp.close()]);
    await database.drop();
  });

  it(`refuses the file that would make more than ${MAX_ORDER_FILES} on one order`, async () => {
    const { key } = await newOrder();
    expect((await upload(key, csvFiles(10), '10.40.0.1')).statusCode).toBe(200);
    expect((await upload(key, csvFiles(9), '10.40.0.1')).statusCode).toBe(200);
    const over = await upload(key, csvFiles(2), '10.40.0.1');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ Successful: false, Message: orderFilesMessage(19) });
    expect(over.json().Message).toBe(
      'An order can hold at most 20 files and this one has 19: upload at most 1 more.',
    );
    expect(await list(key)).toHaveLength(19);
    expect((await upload(key, csvFiles(1), '10.40.0.1')).statusCode).toBe(200);
  });

  it('counts the documents a clipped one was made of, not the merged copy', async () => {
    const { key } = await newOrder();
    const pdfs = await Promise.all(
      ['a', 'b', 'c'].map(async (n) => ({ name: `${n}.pdf`, content: await pdfWithPages(1, n) })),
    );
    const ids = ((await upload(key, pdfs, '10.40.1.1')).json() as OrderDocument[]).map((d) => d.Id);
    const clip = await app.inject({
      method: 'POST',
      url: `/api/order/document/clip?order=${key}`,
      headers: { host: HOST },
      payload: { documentIds: ids },
    });
    expect(clip.statusCode, clip.body).toBe(200);
    expect(await list(key)).toHaveLength(1);
    expect((await upload(key, csvFiles(10), '10.40.1.1')).statusCode).toBe(200);
    const over = await upload(key, csvFiles(8), '10.40.1.1');
    expect(over.statusCode).toBe(413);
    expect(over.json().Message).toBe(orderFilesMessage(13));
  });

  it('refuses files that would take an order over 60 MB, reading no further', async () => {
    const { key } = await newOrder();
    const big = csvFiles(4, 15_000_000);
    expect((await upload(key, big.slice(0, 2), '10.40.2.1')).statusCode).toBe(200);
    expect((await upload(key, big.slice(2), '10.40.2.1')).statusCode).toBe(200);
    // Reading stops at the file that does not fit: the oversized one after it is never read.
    const over = await upload(
      key,
      [csvFiles(1, 3_000_000)[0]!, csvFiles(1, 16_000_000)[0]!],
      '10.40.2.1',
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().Message).toBe(orderBytesMessage(60_000_000, 3_000_000));
    expect(over.json().Message).toBe(
      'An order can hold at most 60.0 MB of files and this one has 57.2 MB: these files (2.9 MB) do not fit. Delete some files or upload smaller ones.',
    );
    expect(await list(key)).toHaveLength(4);
  });

  it('checks the room again once an upload running at the same time has finished', async () => {
    const { key, orderId } = await newOrder();
    expect((await upload(key, csvFiles(10), '10.40.3.1')).statusCode).toBe(200);
    let upload2: Promise<Awaited<ReturnType<typeof upload>>> | null = null;
    // Another upload adds 5 files and is slow to commit: this one must wait and count them.
    await database.db.transaction(async (tx) => {
      await documentUsage(tx, orderId, true);
      await tx.insert(t.orderDocument).values(
        Array.from({ length: 5 }, (_, i) => ({
          orderId,
          name: `other-${i}.csv`,
          fileExtension: 'csv',
          contentType: 'text/csv',
          sizeBytes: 20,
          blobKey: `order-documents/${orderId}/other-${i}.csv`,
        })),
      );
      // inject sends once awaited: then() sends it now, while this transaction holds its rows.
      upload2 = upload(key, csvFiles(6), '10.40.3.2').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const answer = await upload2!;
    expect(answer.statusCode).toBe(413);
    expect(answer.json().Message).toBe(orderFilesMessage(15));
    expect(await list(key)).toHaveLength(15);
  });

  it('refuses a client address past its hourly files, before reading the next upload', async () => {
    const { key } = await newOrder();
    expect((await upload(key, csvFiles(2), '10.40.4.1', strictApp)).statusCode).toBe(200);
    const third = await upload(key, csvFiles(2), '10.40.4.1', strictApp);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Successful: false, Message: uploadsPerHourMessage(3) });
    // Over the limit, even a file too large to read at all is refused for the limit.
    const huge = await upload(key, csvFiles(1, 16_000_000), '10.40.4.1', strictApp);
    expect(huge.statusCode).toBe(429);
    expect(await list(key)).toHaveLength(2);
    expect((await upload(key, csvFiles(1), '10.40.4.2', strictApp)).statusCode).toBe(200);
  });
});
