import { Role } from '@portal/domain';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('server log during sign-in', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '9200' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(db, undefined, {
      logger: { level: 'trace', stream },
      logRequests: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('holds neither the password nor the token', async () => {
    const user = await createUser(database.db, {
      roles: [Role.SalesRep],
      salesReps: ['9200'],
      password: 'Secret-Word-42',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { host: SALES_HOST },
      payload: { Username: user.username, Password: 'Secret-Word-42' },
    });
    const token = login.json().Token as string;
    await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { host: SALES_HOST, authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { host: SALES_HOST, cookie: `portal_session=${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/Authentication/Logout',
      headers: { host: SALES_HOST, authorization: `Bearer ${token}` },
    });
    const log = lines.join('');
    expect(log).toContain('/api/Authentication/Login');
    expect(log).not.toContain('Secret-Word-42');
    expect(log).not.toContain(token);
  });
});
