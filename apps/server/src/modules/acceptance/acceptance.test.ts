import { AccountMessage, Role } from '@portal/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createDiskBlobStore } from '../../integrations/blob-store/disk-blob-store.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createPolicyDocument,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('policy acceptance', () => {
  let database: TestDatabase;
  let app: App;
  let documents: Array<{ siteDocumentId: number; documentUrl: string }>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    const site = await createSite(db, { name: 'customers', hostNames: [CUSTOMERS_HOST] });
    await createCustomer(db, { customerNumber: '8100' });
    const blobs = createDiskBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-policy-')));
    documents = [
      await createPolicyDocument(db, {
        siteId: site.siteId,
        documentName: 'Terms of Use',
        documentUrl: 'terms.pdf',
        blobKey: 'p/terms.pdf',
      }),
      await createPolicyDocument(db, {
        siteId: site.siteId,
        documentName: 'Privacy Policy',
        documentUrl: 'privacy.pdf',
        blobKey: 'p/privacy.pdf',
      }),
    ];
    await blobs.put('p/terms.pdf', Buffer.from('%PDF-1.4 terms'));
    app = await buildTestApp(db, undefined, { blobs });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const newUser = async () => {
    const user = await createUser(database.db, { roles: [Role.Customer], customers: ['8100'] });
    return { user, ...(await signIn(app, user.username, user.password, CUSTOMERS_HOST)) };
  };
  const docs = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/Authentication/AcceptanceDocuments', headers });
  const decide = (headers: Record<string, string>, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/AcceptanceDocuments',
      headers,
      payload: payload as object,
    });

  it('holds a new user as pending acceptance with only the acceptance calls open', async () => {
    const session = await newUser();
    expect(session.body.CodeString).toBe('PendingAcceptance');
    const me = await app.inject({ method: 'GET', url: '/api/User/me', headers: session.cookie });
    expect(me.json()).toMatchObject({ PendingAcceptance: true, CodeString: 'PendingAcceptance' });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/me/profile',
      headers: session.cookie,
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().Message).toBe(AccountMessage.acceptanceRequired);
    const list = await docs(session.cookie);
    expect(list.json()).toEqual([
      {
        SiteDocumentId: documents[0]!.siteDocumentId,
        DocumentName: 'Terms of Use',
        DocumentUrl: 'terms.pdf',
        Read: false,
      },
      {
        SiteDocumentId: documents[1]!.siteDocumentId,
        DocumentName: 'Privacy Policy',
        DocumentUrl: 'privacy.pdf',
        Read: false,
      },
    ]);
  });

  it('stays pending after a decline, and completes the session when every document is accepted', async () => {
    const session = await newUser();
    const [terms, privacy] = documents.map((d) => d.siteDocumentId);
    const declined = await decide(session.cookie, [
      { SiteDocumentId: terms, Accepted: true },
      { SiteDocumentId: privacy, Accepted: false },
    ]);
    expect(declined.json()).toEqual({ Accepted: false });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me/profile', headers: session.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await docs(session.cookie)).json()).toHaveLength(1);
    const partial = await decide(session.cookie, [{ SiteDocumentId: 999999, Accepted: true }]);
    expect(partial.json()).toEqual({ Accepted: false });
    const accepted = await decide(session.cookie, [{ SiteDocumentId: privacy, Accepted: true }]);
    expect(accepted.json()).toEqual({ Accepted: true });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/me/profile',
      headers: session.cookie,
    });
    expect(profile.statusCode).toBe(200);
    const next = await signIn(app, session.user.username, session.user.password, CUSTOMERS_HOST);
    expect(next.body.CodeString).toBe('Success');
  });

  it('serves a policy document at /d/ without signing in, and 404 for unknown ones', async () => {
    const pdf = await app.inject({
      method: 'GET',
      url: '/d/terms.pdf',
      headers: { host: CUSTOMERS_HOST },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF-1.4 terms');
    expect((await app.inject({ method: 'GET', url: '/api/d/terms.pdf' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/d/privacy.pdf' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/d/..%2Fsecret' })).statusCode).toBe(400);
  });

  it('refuses the acceptance calls when signed out', async () => {
    expect((await docs({ host: CUSTOMERS_HOST })).statusCode).toBe(401);
    expect(
      (await decide({ host: CUSTOMERS_HOST }, [{ SiteDocumentId: 1, Accepted: true }])).statusCode,
    ).toBe(401);
  });
});
