import { AccountMessage, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createLdapDirectory } from './ldap-directory.ts';
import { startTestSlapd, TEST_BASE_DN, type TestSlapd } from './test-slapd.ts';

describe('directory sign-in against a real OpenLDAP server', () => {
  let database: TestDatabase;
  let slapd: TestSlapd;
  let app: App;
  beforeAll(async () => {
    slapd = await startTestSlapd([
      {
        uid: 'jdoe',
        password: 'Dir-Pass-1',
        givenName: 'Jane',
        sn: 'Doe',
        mail: 'jane.doe@example.test',
      },
      { uid: 'nomail', password: 'Dir-Pass-2', givenName: 'Noah', sn: 'Mailless' },
    ]);
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '6100', name: 'Central' });
    await createUser(db, { roles: [Role.SalesRep], salesReps: ['6100'] });
    app = await buildTestApp(db, undefined, {
      accounts: {
        directory: createLdapDirectory({
          url: slapd.url,
          baseDn: TEST_BASE_DN,
          userAttribute: 'uid',
        }),
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await slapd.stop();
  });

  const login = (Username: string, Password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { host: SALES_HOST },
      payload: { Username, Password },
    });

  it('signs a directory user in with the directory password', async () => {
    const res = await login('jdoe', 'Dir-Pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CodeString: 'Success',
      Role: 'orders',
      User: {
        Username: 'jdoe',
        Email: 'jane.doe@example.test',
        Name: 'Jane',
        LastName: 'Doe',
        AuthProviderType: 'AD',
      },
    });
    const again = await login('CORP\\jdoe', 'Dir-Pass-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().User.Id).toBe(res.json().User.Id);
  });

  it('refuses a wrong directory password with the usual answer', async () => {
    const res = await login('jdoe', 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      Successful: false,
      Message: AccountMessage.loginIncorrect,
      CodeString: 'LoginFailed',
    });
  });

  it('sends a directory user without e-mail to the directory sign-up, which needs no password', async () => {
    const res = await login('nomail', 'Dir-Pass-2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      CodeString: 'AdSignupRequired',
      User: { Email: '', AuthProviderType: 'AD' },
    });
    const headers = { host: SALES_HOST, authorization: `Bearer ${res.json().Token}` };
    const profile = await app.inject({ method: 'GET', url: '/api/user/me/profile', headers });
    expect(profile.statusCode).toBe(403);
    const challenge = (
      await app.inject({ method: 'GET', url: '/api/Authentication/Challenge', headers })
    ).json().Challenge;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/Authentication/AdSignup',
      headers,
      payload: {
        Name: 'Noah',
        LastName: 'Mailless',
        Email: 'noah@example.test',
        SalesRepIds: ['6100'],
        Challenge: challenge,
      },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toMatchObject({ Message: AccountMessage.userCreated, SignedIn: false });
    const next = await login('nomail', 'Dir-Pass-2');
    expect(next.json()).toMatchObject({
      CodeString: 'Success',
      User: { Email: 'noah@example.test', HasAccess: false },
    });
  });

  it('asks to try again later while the directory cannot be reached', async () => {
    const down = await buildTestApp(database.db, undefined, {
      accounts: {
        directory: createLdapDirectory({
          url: 'ldap://127.0.0.1:1',
          baseDn: TEST_BASE_DN,
          userAttribute: 'uid',
          timeoutMs: 1000,
        }),
      },
    });
    const res = await down.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { host: SALES_HOST },
      payload: { Username: 'jdoe', Password: 'Dir-Pass-1' },
    });
    await down.close();
    expect(res.statusCode).toBe(401);
    expect(res.json().CodeString).toBe('LoginFailed');
    // Not the user's mistake: the spec's fallback, not 'Incorrect username or password'.
    expect(res.json().Message).toBe(AccountMessage.loginFailed);
  });
});
