import { AccountMessage, PermissionRequestStatus, Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { digestSecret } from '../../lib/session-token.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createCustomer,
  createSalesRep,
  createSite,
  createUser,
} from '../../test/factories.ts';
import { CUSTOMERS_HOST, SALES_HOST } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('sign-up', () => {
  let database: TestDatabase;
  let app: App;
  let ipCounter = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    await createSite(db, { name: 'sales', displayName: 'Sales Portal', hostNames: [SALES_HOST] });
    await createSite(db, {
      name: 'customers',
      displayName: 'Customer Portal',
      hostNames: [CUSTOMERS_HOST],
    });
    await createSalesRep(db, { salesRepNumber: '0004200', name: 'West Region' });
    await createSalesRep(db, { salesRepNumber: '4300', name: 'East Region' });
    await createCustomer(db, {
      customerNumber: '0000101234',
      customerName: 'Acme Heating',
      salesReps: ['4300'],
    });
    await createCustomer(db, { customerNumber: '2002', customerName: 'Lone Mechanical' });
    await createUser(db, { roles: [Role.SalesRep], salesReps: ['4300'] });
    await db.insert(t.invitationCode).values({
      codeHash: digestSecret('WELCOME-REP-1'),
      roleId: 1,
      salesRepNumbers: ['4300'],
      maxUses: 1,
    });
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const challenge = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/Authentication/Challenge?action=signup',
      headers: { host: SALES_HOST },
    });
    return res.json().Challenge as string;
  };
  const signup = async (
    payload: Record<string, unknown>,
    host = SALES_HOST,
    withChallenge = true,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/Authentication/Signup',
      headers: { host },
      remoteAddress: `10.9.0.${++ipCounter}`,
      payload: { ...(withChallenge ? { Challenge: await challenge() } : {}), ...payload },
    });
  const usersNamed = (email: string) =>
    database.db.select().from(t.appUser).where(eq(t.appUser.username, email));
  const mailTo = (email: string) =>
    database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email));
  const person = (email: string) => ({
    Name: 'Dana',
    LastName: 'Reyes',
    Email: email,
    Password: 'Fresh-Start-9',
  });

  it.each([
    [{ Name: '' }, AccountMessage.firstNameRequired],
    [{ LastName: ' ' }, AccountMessage.lastNameRequired],
    [{ Email: 'dana@' }, AccountMessage.emailInvalid],
    [{ Password: 'lowercase1!' }, AccountMessage.passwordInvalid],
    [{ InvitationCode: '  ' }, AccountMessage.invitationCodeRequired],
    [{ SalesRepIds: ['4300', ''] }, AccountMessage.salesRepIdRequired],
    [{ SalesRepIds: [] }, AccountMessage.salesRepIdRequired],
  ])('refuses %j with the spec message and creates nobody', async (change, message) => {
    const res = await signup({
      ...person('refused@example.com'),
      SalesRepIds: ['4300'],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(message);
    const rows = await database.db
      .select()
      .from(t.appUser)
      .where(eq(t.appUser.username, 'refused@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('asks for customer ids on the customer site', async () => {
    const res = await signup(
      { ...person('c-missing@example.com'), CustomerNumbers: [''] },
      CUSTOMERS_HOST,
    );
    expect(res.json().Message).toBe(AccountMessage.customerIdRequired);
  });

  it('refuses a sign-up without a valid bot-check challenge', async () => {
    const missing = await signup(
      { ...person('bot@example.com'), SalesRepIds: ['4300'] },
      SALES_HOST,
      false,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe(AccountMessage.challengeInvalid);
    const forged = await signup({
      ...person('bot@example.com'),
      SalesRepIds: ['4300'],
      Challenge: 'v1.signup.9999999999999.x.y',
    });
    expect(forged.json().Message).toBe(AccountMessage.challengeInvalid);
  });

  it('names an id that matches nothing, and creates nobody', async () => {
    const res = await signup({ ...person('nomatch@example.com'), SalesRepIds: ['999999'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Unknown sales representative id: 999999');
    expect(await usersNamed('nomatch@example.com')).toHaveLength(0);
  });

  it('names every unknown id, row by row, instead of dropping them, and files nothing', async () => {
    const res = await signup({
      ...person('typo@example.com'),
      SalesRepIds: ['4300', '777', '0004200', '888'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Message: 'Unknown sales representative ids: 777, 888',
      Errors: {
        'SalesRepIds.1': ['Unknown sales representative id: 777'],
        'SalesRepIds.3': ['Unknown sales representative id: 888'],
      },
    });
    expect(Object.keys(res.json().Errors)).toHaveLength(2);
    expect(await usersNamed('typo@example.com')).toHaveLength(0);
    expect(await mailTo('typo@example.com')).toHaveLength(0);
  });

  it('names unknown customer numbers on the customer site', async () => {
    const res = await signup(
      { ...person('c-typo@example.com'), CustomerNumbers: ['101234', '789'] },
      CUSTOMERS_HOST,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Unknown customer number: 789');
    expect(await usersNamed('c-typo@example.com')).toHaveLength(0);
  });

  it('e-mails the new user what was asked for, and only when the account waits', async () => {
    await signup({ ...person('Mail.Rep@example.com'), SalesRepIds: ['4300', '42'] });
    const [mail, ...more] = await mailTo('Mail.Rep@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Sales Portal: we received your request for access');
    expect(mail!.textBody).toContain('Sales representative 4300 East Region');
    expect(mail!.textBody).toContain('Sales representative 0004200 West Region');
    expect(mail!.textBody).toContain('waiting for approval');
    expect(mail!.sentAt).toBeNull();
  });

  it('creates a pending account with requests and leaves the user signed out', async () => {
    const res = await signup({ ...person('pending.rep@example.com'), SalesRepIds: ['42'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Successful: true,
      Message: AccountMessage.userCreated,
      SignedIn: false,
      Token: null,
      TokenExpiration: null,
    });
    const [user] = await database.db
      .select()
      .from(t.appUser)
      .where(eq(t.appUser.username, 'pending.rep@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const requests = await database.db
      .select()
      .from(t.permissionRequest)
      .where(eq(t.permissionRequest.userId, user!.userId));
    expect(requests).toEqual([
      expect.objectContaining({
        salesRepNumber: '0004200',
        status: PermissionRequestStatus.PendingApproval,
      }),
    ]);
    const sessions = await database.db
      .select()
      .from(t.userSession)
      .where(eq(t.userSession.userId, user!.userId));
    expect(sessions).toHaveLength(0);
  });

  it("sends a customer request to the customer's sales rep first when the rep has users", async () => {
    const res = await signup(
      { ...person('contractor@example.com'), CustomerNumbers: ['101234', '2002'] },
      CUSTOMERS_HOST,
    );
    expect(res.statusCode).toBe(200);
    const [user] = await database.db
      .select()
      .from(t.appUser)
      .where(eq(t.appUser.username, 'contractor@example.com'));
    const requests = await database.db
      .select()
      .from(t.permissionRequest)
      .where(eq(t.permissionRequest.userId, user!.userId));
    const status = Object.fromEntries(requests.map((r) => [r.customerNumber, r.status]));
    expect(status).toEqual({
      '0000101234': PermissionRequestStatus.WaitingForSalesRep,
      '2002': PermissionRequestStatus.PendingApproval,
    });
    const [mail] = await mailTo('contractor@example.com');
    expect(mail!.subject).toBe('Customer Portal: we received your request for access');
    expect(mail!.textBody).toContain(
      "Customer 0000101234 Acme Heating (the customer's sales representative reviews this request first)",
    );
    expect(mail!.textBody).toMatch(/Customer 2002 Lone Mechanical$/m);
    const roles = await database.db
      .select()
      .from(t.userRole)
      .where(eq(t.userRole.userId, user!.userId));
    expect(roles.map((r) => r.roleId)).toEqual([2]);
  });

  it('lets a user with an invitation code in at once with its permissions, once', async () => {
    const res = await signup({ ...person('invited@example.com'), InvitationCode: 'WELCOME-REP-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Successful: true,
      Message: AccountMessage.userCreated,
      SignedIn: true,
    });
    expect(String(res.headers['set-cookie'])).toContain('portal_session=');
    const me = await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { host: SALES_HOST, authorization: `Bearer ${res.json().Token}` },
    });
    expect(me.json()).toMatchObject({
      Role: 'orders',
      HasAccess: true,
      ResourcePermissions: [{ Type: 1, ResourceId: '4300' }],
    });
    const again = await signup({
      ...person('invited.twice@example.com'),
      InvitationCode: 'WELCOME-REP-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(AccountMessage.invitationCodeInvalid);
    // In at once: nothing waits for approval, so there is nothing to tell by e-mail.
    expect(await mailTo('invited@example.com')).toHaveLength(0);
  });

  it('refuses a second account for the same e-mail', async () => {
    const res = await signup({ ...person('PENDING.rep@example.com'), SalesRepIds: ['4300'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(AccountMessage.accountExists);
  });

  it('offers sign-up only on the sales and customer portals', async () => {
    const res = await signup(
      { ...person('parts@example.com'), SalesRepIds: ['4300'] },
      'localhost',
    );
    expect(res.statusCode).toBe(403);
  });

  it('limits sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/Authentication/Signup',
        headers: { host: SALES_HOST },
        remoteAddress: '10.8.8.8',
        payload: {
          ...person(`flood${i}@example.com`),
          SalesRepIds: ['999999'],
          Challenge: await challenge(),
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
