import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createCatalog, createSite } from '../../test/factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { CUSTOMERS_HOST, SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { demoAccountsMissing, demoLoginLines, seedDemoAccounts } from './index.ts';

describe('demo accounts', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    const blobs = createDiskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-')));
    expect(await demoAccountsMissing(db)).toBe(true);
    await seedDemoAccounts(db, blobs);
    app = await buildTestApp(db, undefined, { blobs });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('loads once and lists the logins', async () => {
    expect(await demoAccountsMissing(database.db)).toBe(false);
    const lines = await demoLoginLines(database.db);
    expect(lines.join('\n')).toContain('rep@example.com');
    expect(lines.join('\n')).toContain('DEMO-SALES-2025');
    expect(lines.join('\n')).toMatch(/proposer@example\.com\s+cr\.localhost/);
    expect(lines.join('\n')).toMatch(/reviewer@example\.com\s+cr\.localhost/);
  });

  it.each([
    ['rep@example.com', SALES_HOST, 'orders', 2],
    ['customer@example.com', CUSTOMERS_HOST, 'customerportal', 1],
    ['admin@example.com', SALES_HOST, 'orders-admin', 0],
  ])('signs %s in on %s with access', async (username, host, role, permissions) => {
    const session = await signIn(app, username, DEMO_PASSWORD, host);
    expect(session.body).toMatchObject({
      Role: role,
      CodeString: 'Success',
      User: { HasAccess: true },
    });
    expect(
      (session.body.User as { ResourcePermissions: unknown[] }).ResourcePermissions,
    ).toHaveLength(permissions);
  });

  it('holds the new user at the policy documents, which are real PDFs of two pages', async () => {
    const session = await signIn(app, 'pending@example.com', DEMO_PASSWORD, CUSTOMERS_HOST);
    expect(session.body.CodeString).toBe('PendingAcceptance');
    const docs = await app.inject({
      method: 'GET',
      url: '/api/Authentication/AcceptanceDocuments',
      headers: session.cookie,
    });
    expect(docs.json().map((d: { DocumentName: string }) => d.DocumentName)).toEqual([
      'Terms of Use',
      'Privacy Policy',
    ]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/d/${docs.json()[0].DocumentUrl}`,
      headers: { host: CUSTOMERS_HOST },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(2);
  });
});
