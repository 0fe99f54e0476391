import { AccountMessage, Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createCatalog, createSalesRep, createSite, createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { recentMail } from '../mail/outbox.ts';

describe('password recovery and change', () => {
  let database: TestDatabase;
  let app: App;
  let clock = Date.now();
  let ip = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db);
    await createSite(db, { name: 'sales', hostNames: [SALES_HOST] });
    await createSalesRep(db, { salesRepNumber: '5100' });
    app = await buildTestApp(db, undefined, {
      accounts: { now: () => clock, passwordMaxAgeDays: 90 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: `${SALES_HOST}:3000`, ...headers },
      remoteAddress: `10.7.0.${++ip}`,
      payload,
    });
  const challenge = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/Authentication/Challenge',
        headers: { host: SALES_HOST },
      })
    ).json().Challenge as string;
  const requestLink = async (username: string) =>
    post('/api/Account/ResetPassword', { Username: username, Challenge: await challenge() });
  const linkFor = async (email: string) => {
    const [mail] = await recentMail(database.db, 1, email);
    const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
    return link ? new URL(link) : null;
  };
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/User/me', headers });

  it('answers the same whether or not the address exists, and mails only a real user', async () => {
    const user = await createUser(database.db, { email: 'kim@example.com', salesReps: ['5100'] });
    const known = await requestLink(user.email);
    const unknown = await requestLink('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ Successful: true, Message: AccountMessage.recoveryReceived });
    expect(await linkFor('nobody@example.com')).toBeNull();
    const link = await linkFor(user.email);
    expect(link?.origin).toBe(`http://${SALES_HOST}:3000`);
    expect(link?.pathname).toBe('/authentication/reset-password');
    expect(link?.searchParams.get('id')).toBe(String(user.userId));
    expect(link?.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resets with the mailed link once, ends the sessions, and the link is then dead', async () => {
    const user = await createUser(database.db, { email: 'lee@example.com', salesReps: ['5100'] });
    const session = await signIn(app, user.username, user.password);
    await requestLink(user.email);
    const link = (await linkFor(user.email))!;
    const body = {
      Code: link.searchParams.get('code'),
      Id: link.searchParams.get('id'),
      NewPassword: 'Brand-New-77',
    };
    const reset = await post('/api/Account/UpdatePassword', body);
    expect(reset.statusCode).toBe(200);
    expect((await me(session.bearer)).statusCode).toBe(401);
    await signIn(app, user.username, 'Brand-New-77');
    const again = await post('/api/Account/UpdatePassword', {
      ...body,
      NewPassword: 'Other-New-88',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe(AccountMessage.resetLinkInvalid);
  });

  it('refuses a link after an hour', async () => {
    const user = await createUser(database.db, {
      email: 'old.link@example.com',
      salesReps: ['5100'],
    });
    await requestLink(user.email);
    const link = (await linkFor(user.email))!;
    clock += 61 * 60_000;
    const res = await post('/api/Account/UpdatePassword', {
      Code: link.searchParams.get('code'),
      Id: link.searchParams.get('id'),
      NewPassword: 'Brand-New-77',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(AccountMessage.resetLinkInvalid);
  });

  it('checks the new password rule and the recovery address pattern', async () => {
    const weak = await post('/api/Account/UpdatePassword', {
      Code: 'x',
      Id: 1,
      NewPassword: 'weak',
    });
    expect(weak.json().Message).toBe(AccountMessage.passwordInvalid);
    const badAddress = await post('/api/Account/ResetPassword', {
      Username: 'not-an-email',
      Challenge: await challenge(),
    });
    expect(badAddress.json().Message).toBe(AccountMessage.emailInvalid);
  });

  it('changes a password signed in: other sessions end, the caller gets a fresh one', async () => {
    const user = await createUser(database.db, {
      email: 'change@example.com',
      salesReps: ['5100'],
    });
    const other = await signIn(app, user.username, user.password);
    const mine = await signIn(app, user.username, user.password);
    const same = await post(
      '/api/Account/ChangePassword',
      { UserName: user.username, OldPassword: user.password, NewPassword: user.password },
      mine.cookie,
    );
    expect(same.json().Message).toBe(AccountMessage.newPasswordSameAsOld);
    const wrong = await post(
      '/api/Account/ChangePassword',
      { UserName: user.username, OldPassword: 'Wrong-Pass-1', NewPassword: 'Changed-Pass-2' },
      mine.cookie,
    );
    expect(wrong.statusCode).toBe(401);
    const res = await post(
      '/api/Account/ChangePassword',
      { UserName: user.username, OldPassword: user.password, NewPassword: 'Changed-Pass-2' },
      mine.cookie,
    );
    expect(res.json()).toEqual({
      Successful: true,
      Message: AccountMessage.passwordChanged,
      SignedIn: true,
    });
    expect((await me(other.bearer)).statusCode).toBe(401);
    expect((await me(mine.bearer)).statusCode).toBe(401);
    const fresh = String(res.headers['set-cookie']).match(/portal_session=([^;]+)/)?.[1];
    expect((await me({ host: SALES_HOST, authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
  });

  it('answers PasswordExpired for an old password and lets the user change it signed out', async () => {
    const user = await createUser(database.db, {
      email: 'expired@example.com',
      roles: [Role.SalesRep],
      salesReps: ['5100'],
      passwordChangedAt: new Date(clock - 91 * 86_400_000),
    });
    const login = await post('/api/Authentication/Login', {
      Username: user.username,
      Password: user.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      Successful: false,
      Message: AccountMessage.passwordExpired,
      CodeString: 'PasswordExpired',
    });
    const change = await post('/api/Account/ChangePassword', {
      UserName: user.username,
      OldPassword: user.password,
      NewPassword: 'Renewed-Pass-3',
    });
    expect(change.json()).toEqual({
      Successful: true,
      Message: AccountMessage.passwordChanged,
      SignedIn: false,
    });
    const after = await post('/api/Authentication/Login', {
      Username: user.username,
      Password: 'Renewed-Pass-3',
    });
    expect(after.statusCode).toBe(200);
  });
});
