import {
  AccountMessage,
  ExportMessage,
  MAX_WAITING_EXPORTS,
  Role,
  type ExportJob,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx/xlsx-writer.ts';
import {
  demoExportWorld,
  downloadJob,
  readWorkbook,
  type DemoExportWorld,
} from './export-test-world.ts';

const ACME = '0000100100';
const BLUEGRASS = '0000100200';
type Headers = Record<string, string>;

/** Who may export what, download keys, background jobs and what a cell may hold (decision 166). */
describe('the export tool', () => {
  let database: TestDatabase;
  let world: DemoExportWorld;
  let admin: Headers;
  let rep: Headers;
  let customer: Headers;
  let otherRep: Headers;
  let productId = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await demoExportWorld(database);
    admin = await world.headersOf('admin@example.com');
    rep = await world.headersOf('rep@example.com');
    customer = await world.headersOf('customer@example.com', CUSTOMERS_HOST);
    otherRep = await world.signedInUser({ roles: [Role.SalesRep], salesReps: ['4200'] });
    const [product] = await database.db
      .select({ id: t.product.productId })
      .from(t.product)
      .orderBy(t.product.productId)
      .limit(1);
    productId = product!.id;
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await database?.drop();
  });

  const get = (url: string, headers: Headers) => world.app.inject({ method: 'GET', url, headers });
  const productExport = (headers: Headers, extra = '') =>
    get(`/api/export/product?productId=${productId}&ShowPricing=true${extra}`, headers);
  const keyOf = async (headers: Headers, extra = '') => {
    const res = await productExport(headers, extra);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Data: { Kind: string; Ticket: { Key: string } } }).Data;
  };
  const message = (res: { json: () => unknown }) => (res.json() as { Message: string }).Message;

  describe('who may export', () => {
    it('gives customer admins the file at once', async () => {
      const res = await productExport(admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Product /);
    });

    it('asks anyone signed out to sign in', async () => {
      const res = await get(`/api/export/product?productId=${productId}`, { host: SALES_HOST });
      expect(res.statusCode).toBe(401);
    });

    it('denies a user whose roles do not read the Export module, before reading the query', async () => {
      // Signing in gives a user without roles the site's own; take it away afterwards.
      const headers = await world.signedInUser({ username: 'no-roles@example.com' });
      const [user] = await database.db
        .select({ id: t.appUser.userId })
        .from(t.appUser)
        .where(eq(t.appUser.username, 'no-roles@example.com'));
      await database.db.delete(t.userRole).where(eq(t.userRole.userId, user!.id));
      for (const url of ['/api/export/product?productId=abc', '/api/export/jobs']) {
        const res = await get(url, headers);
        expect(res.statusCode, res.body).toBe(403);
        expect(message(res)).toBe(ExportMessage.denied);
      }
    });

    it('refuses on a site without export', async () => {
      const editor = await signIn(
        world.app,
        'admin@example.com',
        'Demo-Pass-1',
        'editor.localhost',
      );
      const res = await productExport(editor.bearer);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(ExportMessage.notEnabled);
    });

    it.each([
      ['/api/export/everything', 'level must be one of'],
      ['/api/export/product', 'productId is required'],
      ['/api/export/product?productId=abc', 'productId must be a number'],
      ['/api/export/model?pcnCatalogNumber=%20', 'pcnCatalogNumber is required'],
      ['/api/export/product?productId=1&ShowPricing=maybe', 'ShowPricing must be true or false'],
      ['/api/export/customerMaterial', ExportMessage.customerRequired],
    ])('answers %s with 400 naming the fault', async (url, text) => {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toContain(text);
    });

    it('answers 404 for a product that is not shown, and writes nothing', async () => {
      const before = await database.db.$count(t.exportKey);
      const res = await get('/api/export/product?productId=999999', rep);
      expect(res.statusCode).toBe(404);
      expect(await database.db.$count(t.exportKey)).toBe(before);
    });
  });

  describe("a customer's prices", () => {
    it("are a customer's own without asking: their prices and part numbers", async () => {
      const { Ticket } = (await keyOf(customer)) as { Ticket: { Key: string } };
      const res = await get(`/api/export/download/${Ticket.Key}`, customer);
      const [sheet] = await readWorkbook(res.rawPayload);
      expect(sheet!.header).toEqual(
        expect.arrayContaining(['Customer Material Number', 'Multiplier Pricing', 'Price Rule']),
      );
      expect(res.headers['content-disposition']).toContain(ACME);
    });

    it("cannot be another customer's by changing customerNumber", async () => {
      const res = await productExport(customer, `&customerNumber=${BLUEGRASS}`);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(AccountMessage.customerNotFound);
    });

    it("are not a customer's the sales rep does not hold", async () => {
      const held = await productExport(rep, `&customerNumber=${ACME}`);
      expect(held.statusCode).toBe(200);
      const notHeld = await productExport(otherRep, `&customerNumber=${ACME}`);
      expect(notHeld.statusCode).toBe(404);
    });
  });

  describe('download keys', () => {
    it('give a sales rep the file once, on their own session only', async () => {
      const { Kind, Ticket } = (await keyOf(rep)) as { Kind: string; Ticket: { Key: string } };
      expect(Kind).toBe('key');
      expect(Ticket.Key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      for (const stranger of [otherRep, admin, customer]) {
        const res = await get(`/api/export/download/${Ticket.Key}`, stranger);
        expect(res.statusCode).toBe(404);
        expect(message(res)).toBe(ExportMessage.keyNotFound);
      }
      const own = await get(`/api/export/download/${Ticket.Key}`, rep);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    });

    it('stop working when they expire', async () => {
      const { Ticket } = (await keyOf(rep)) as { Ticket: { Key: string } };
      await database.db.execute(
        sql`update export_key set expires_at = now() - interval '1 second'`,
      );
      const res = await get(`/api/export/download/${Ticket.Key}`, rep);
      expect(res.statusCode).toBe(404);
    });

    it('are stored only as their digest', async () => {
      const { Ticket } = (await keyOf(rep)) as { Ticket: { Key: string } };
      const stored = await database.db.select({ hash: t.exportKey.keyHash }).from(t.exportKey);
      expect(stored.some((s) => s.hash.includes(Ticket.Key))).toBe(false);
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.hash))).toBe(true);
    });
  });

  describe('background exports', () => {
    const startAll = async (headers: Headers) => {
      const res = await get('/api/export/all?ShowPricing=true&ShowInventory=true', headers);
      expect(res.statusCode, res.body).toBe(202);
      return (res.json() as { Data: { Job: ExportJob } }).Data.Job;
    };
    const jobOf = async (headers: Headers, id: string) => {
      const res = await get(`/api/export/jobs/${id}`, headers);
      return { status: res.statusCode, job: (res.json() as { Data: ExportJob }).Data };
    };

    it('are queued, counted, built and kept for a day, for their owner only', async () => {
      const queued = await startAll(rep);
      expect(queued).toMatchObject({ Status: 'Queued', Level: 'all', Key: null });
      expect((await jobOf(rep, queued.JobId)).job.Key).toBeNull();
      const listed = await get('/api/export/jobs', rep);
      expect((listed.json() as { Data: ExportJob[] }).Data[0]?.JobId).toBe(queued.JobId);
      expect((await get(`/api/export/jobs/${queued.JobId}`, otherRep)).statusCode).toBe(404);

      await world.buildJobs();
      const { job } = await jobOf(rep, queued.JobId);
      expect(job.Status).toBe('Done');
      expect(job.RowsWritten).toBe(job.RowsTotal);
      expect(job.RowsTotal).toBeGreaterThan(5000);
      const hours = (Date.parse(job.ExpiresAt!) - Date.parse(job.FinishedAt!)) / 3_600_000;
      expect(hours).toBeCloseTo(24, 3);
      const file = await downloadJob(world.app, rep, job);
      const [sheet] = await readWorkbook(file.rawPayload);
      expect(sheet!.rows).toHaveLength(job.RowsTotal!);
      const stranger = await get(`/api/export/download/${job.Key}`, otherRep);
      expect(stranger.statusCode).toBe(404);
    });

    it('can be cancelled while waiting, and removed with their file once built', async () => {
      const waiting = await startAll(rep);
      const cancel = await world.app.inject({
        method: 'DELETE',
        url: `/api/export/jobs/${waiting.JobId}`,
        headers: rep,
      });
      expect(cancel.statusCode).toBe(204);
      expect((await jobOf(rep, waiting.JobId)).job.Status).toBe('Cancelled');
      await world.buildJobs();
      expect((await jobOf(rep, waiting.JobId)).job.RowsWritten).toBe(0);

      const built = await startAll(rep);
      await world.buildJobs();
      const [row] = await database.db
        .select({ blobKey: t.exportJob.blobKey })
        .from(t.exportJob)
        .where(eq(t.exportJob.exportJobId, built.JobId));
      expect(await world.exportFiles.exists(row!.blobKey!)).toBe(true);
      await world.app.inject({
        method: 'DELETE',
        url: `/api/export/jobs/${built.JobId}`,
        headers: rep,
      });
      expect((await jobOf(rep, built.JobId)).status).toBe(404);
      expect(await world.exportFiles.exists(row!.blobKey!)).toBe(false);
    });

    it(`are at most ${MAX_WAITING_EXPORTS} waiting per user`, async () => {
      for (let i = 0; i < MAX_WAITING_EXPORTS; i++) await startAll(otherRep);
      const more = await get('/api/export/all', otherRep);
      expect(more.statusCode).toBe(429);
      expect(message(more)).toBe(ExportMessage.tooManyWaiting);
      await world.buildJobs();
      expect((await get('/api/export/all', otherRep)).statusCode).toBe(202);
      await world.buildJobs();
    });
  });

  describe('cells', () => {
    it.each(['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(1)'])(
      'keep %s as text, never a formula',
      async (text) => {
        const [model] = await database.db
          .select({ pcn: t.model.pcnCatalogNumber })
          .from(t.model)
          .orderBy(t.model.pcnCatalogNumber)
          .limit(1);
        await database.db
          .update(t.model)
          .set({ descriptions: text })
          .where(eq(t.model.pcnCatalogNumber, model!.pcn));
        const res = await get(`/api/export/model?pcnCatalogNumber=${model!.pcn}`, admin);
        const [sheet] = await readWorkbook(res.rawPayload);
        expect(sheet!.rows[0]?.Description).toBe(`'${text}`);
      },
    );
  });
});
