import { Role } from '@portal/domain';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { digestSecret } from '../../lib/session-token.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recentMail } from '../mail/outbox.ts';

/** Every secret of the account calls, kept out of a request log at the most verbose level. */
describe('server log of the account calls', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];
  const log = () => lines.join('');
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '9200' });
    await db.insert(t.invitationCode).values({
      codeHash: digestSecret('LOGGED-NEVER-1'),
      roleId: 1,
      salesRepNumbers: ['9200'],
      maxUses: 1,
    });
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

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      headers: { host: SALES_HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const challenge = async () =>
    (await call('GET', '/api/Authentication/Challenge')).json().Challenge as string;

  it('holds neither the password nor the token of a login', async () => {
    const user = await createUser(database.db, {
      roles: [Role.SalesRep],
      salesReps: ['9200'],
      password: 'Secret-Word-42',
    });
    const login = await call('POST', '/api/Authentication/Login', {
      Username: user.username,
      Password: 'Secret-Word-42',
    });
    const token = login.json().Token as string;
    await call('GET', '/api/User/me', undefined, token);
    await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { host: SALES_HOST, cookie: `portal_session=${token}` },
    });
    await call('POST', '/api/Authentication/Logout', undefined, token);
    expect(log()).toContain('/api/Authentication/Login');
    expect(log()).not.toContain('Secret-Word-42');
    expect(log()).not.toContain(token);
  });

  it('holds neither the password, the invitation code nor the token of a sign-up', async () => {
    const signup = await call('POST', '/api/Authentication/Signup', {
      Name: 'Lou',
      LastName: 'Logged',
      Email: 'lou@example.com',
      Password: 'Signup-Word-43',
      InvitationCode: 'LOGGED-NEVER-1',
      Challenge: await challenge(),
    });
    expect(signup.json().SignedIn).toBe(true);
    expect(log()).toContain('/api/Authentication/Signup');
    expect(log()).not.toContain('Signup-Word-43');
    expect(log()).not.toContain('LOGGED-NEVER-1');
    expect(log()).not.toContain(signup.json().Token);
  });

  it('holds neither the reset code, the reset page query nor the new password', async () => {
    const user = await createUser(database.db, { email: 'reset.log@example.com' });
    await call('POST', '/api/Account/ResetPassword', {
      Username: user.email,
      Challenge: await challenge(),
    });
    const [mail] = await recentMail(database.db, 1, user.email);
    const link = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]);
    const code = link.searchParams.get('code')!;
    await call('GET', `${link.pathname}${link.search}`);
    const reset = await call('POST', '/api/Account/UpdatePassword', {
      Code: code,
      Id: link.searchParams.get('id'),
      NewPassword: 'Reset-Word-44',
    });
    expect(reset.statusCode).toBe(200);
    expect(log()).toContain('"url":"/authentication/reset-password"');
    expect(log()).toContain('/api/Account/UpdatePassword');
    expect(log()).not.toContain(code);
    expect(log()).not.toContain('Reset-Word-44');
    expect(log()).not.toContain(user.email);
  });

  it('holds neither the old nor the new password of a change', async () => {
    const user = await createUser(database.db, { password: 'Old-Word-45' });
    const token = (
      await call('POST', '/api/Authentication/Login', {
        Username: user.username,
        Password: 'Old-Word-45',
      })
    ).json().Token as string;
    const change = await call(
      'POST',
      '/api/Account/ChangePassword',
      { UserName: user.username, OldPassword: 'Old-Word-45', NewPassword: 'New-Word-46' },
      token,
    );
    expect(change.statusCode).toBe(200);
    expect(log()).toContain('/api/Account/ChangePassword');
    for (const secret of ['Old-Word-45', 'New-Word-46', token, change.json().Token])
      if (secret) expect(log()).not.toContain(secret);
  });
});
