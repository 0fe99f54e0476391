import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import type { Directory } from '../../integrations/directory/directory.ts';
import { createLdapDirectory } from '../../integrations/directory/ldap-directory.ts';
import {
  startTestSlapd,
  TEST_BASE_DN,
  type TestSlapd,
} from '../../integrations/directory/test-slapd.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type * as Passwords from './passwords.ts';

const work = vi.hoisted(() => ({ hashes: 0, binds: [] as string[] }));
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string | null, password: string) => {
      work.hashes += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

/** With a directory, a login's work must not tell a local user, a directory user and nobody apart. */
describe('login work with a directory', () => {
  let database: TestDatabase;
  let slapd: TestSlapd;
  let app: App;
  beforeAll(async () => {
    slapd = await startTestSlapd([
      {
        uid: 'dirk',
        password: 'Dir-Pass-1',
        givenName: 'Dirk',
        sn: 'Ory',
        mail: 'dirk@example.test',
      },
    ]);
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '6100' });
    await createUser(db, { username: 'lou@example.com', salesReps: ['6100'] });
    await createUser(db, { username: 'dirk', authProvider: 'AD', email: 'dirk@example.test' });
    const ldap = createLdapDirectory({
      url: slapd.url,
      baseDn: TEST_BASE_DN,
      userAttribute: 'uid',
    });
    const counted: Directory = {
      authenticate: (username, password) => {
        work.binds.push(username);
        return ldap.authenticate(username, password);
      },
    };
    app = await buildTestApp(db, undefined, {
      accounts: { directory: counted, limits: { loginSlowAfter: 1000, loginLockAfter: 1000 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await slapd.stop();
  });

  const login = (Username: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/Login',
      headers: { host: SALES_HOST },
      payload: { Username, Password: 'Wrong-Pass-9' },
    });
  const refusals = { unknown: 'nobody-here', local: 'lou@example.com', directory: 'dirk' };

  it('answers a wrong password the same for a local user, a directory user and nobody', async () => {
    const answers = await Promise.all(Object.values(refusals).map(async (name) => login(name)));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('checks one password hash and binds once to the directory for each of them', async () => {
    for (const [kind, name] of Object.entries(refusals)) {
      work.hashes = 0;
      work.binds = [];
      await login(name);
      expect([kind, work.hashes, work.binds.length]).toEqual([kind, 1, 1]);
    }
    work.binds = [];
    await login(refusals.local);
    expect(work.binds).toEqual(['portal-login-decoy']);
  });
});
