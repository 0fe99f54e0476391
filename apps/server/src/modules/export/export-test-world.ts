import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExportJob } from '@portal/domain';
import ExcelJS from 'exceljs';
import type { App } from '../../app.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import type { BlobStore } from '../../integrations/blob-store/blob-store.ts';
import { buildExportJobs } from '../../jobs/export-build.ts';
import { DEMO_PASSWORD } from '../../seed/accounts/demo-accounts.ts';
import { seedDemoAccounts } from '../../seed/accounts/index.ts';
import { seedDemoPricing } from '../../seed/demo-pricing.ts';
import { seedDemoData } from '../../seed/index.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUserOptions } from '../../test/factories.ts';
import { signIn, SALES_HOST } from '../../test/sign-in.ts';
import type { TestDatabase } from '../../test/test-database.ts';

/** A spreadsheet as its header and its rows keyed by header, as a user reads it. */
export interface ReadSheet {
  name: string;
  header: string[];
  rows: Record<string, ExcelJS.CellValue>[];
}

export async function readWorkbook(payload: Buffer): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(payload).buffer);
  return workbook.worksheets.map((sheet) => {
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const rows: Record<string, ExcelJS.CellValue>[] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
    });
    return { name: sheet.name, header, rows };
  });
}

/** The demo catalogue, accounts and prices behind the real app, as `npm start` has them. */
export async function demoExportWorld(database: TestDatabase) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-world-'));
  const blobs = createDiskBlobStore(path.join(dir, 'files'));
  const exportsDir = path.join(dir, 'exports');
  const exportFiles: BlobStore = createDiskBlobStore(exportsDir);
  await seedDemoData(database.db, blobs);
  await seedDemoAccounts(database.db, blobs);
  await seedDemoPricing(database.db);
  const app: App = await buildTestApp(database.db, undefined, { blobs, exportFiles });
  const headersOf = async (username: string, host = SALES_HOST) =>
    (await signIn(app, username, DEMO_PASSWORD, host)).bearer;
  /** Builds the exports waiting, as the background worker does. */
  const buildJobs = () =>
    buildExportJobs({ db: database.db, exportFiles, log: { error: () => {} } }, () => false);
  /** A user who has accepted every policy document, signed in on the sales site. */
  const signedInUser = async (options: TestUserOptions) => {
    const user = await createUser(database.db, options);
    const documents = await database.db
      .select({ id: t.siteDocument.siteDocumentId })
      .from(t.siteDocument);
    if (documents.length > 0)
      await database.db
        .insert(t.documentAcceptance)
        .values(
          documents.map((d) => ({ userId: user.userId, siteDocumentId: d.id, accepted: true })),
        );
    return (await signIn(app, user.username, user.password, SALES_HOST)).bearer;
  };
  return {
    app,
    exportFiles,
    exportsDir,
    signedInUser,
    headersOf,
    buildJobs,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type DemoExportWorld = Awaited<ReturnType<typeof demoExportWorld>>;

/** The file of a finished job, through its key, as the page downloads it. */
export async function downloadJob(app: App, headers: Record<string, string>, job: ExportJob) {
  const read = await app.inject({ method: 'GET', url: `/api/export/jobs/${job.JobId}`, headers });
  const key = (read.json() as { Data: ExportJob }).Data.Key;
  if (!key) throw new Error(`job ${job.JobId} has no key: ${read.body}`);
  return app.inject({ method: 'GET', url: `/api/export/download/${key}`, headers });
}
