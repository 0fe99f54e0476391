import { AccountMessage, Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { SALES_HOST, signIn } from '../../test/sign-in.ts';
import { createAccountWorld, type AccountWorld } from './account-test-world.ts';

describe('user administration by a customer admin', () => {
  let w: AccountWorld;
  beforeAll(async () => {
    w = await createAccountWorld();
  });
  afterAll(() => w.close());

  it('lets a customer admin add and delete permissions, the delete with a comment', async () => {
    const user = await createUser(w.database.db, { roles: [Role.Customer] });
    const added = await w.call('POST', '/api/user/me/add-permissions', w.admin.cookie, {
      userId: user.userId,
      customerNumbers: ['300200'],
    });
    expect(added.json()).toMatchObject({
      Message: AccountMessage.permissionsAdded,
      Added: ['300200'],
    });
    const noComment = await w.call('POST', '/api/customer/delete/', w.admin.cookie, {
      Number: '300200',
      UserId: user.userId,
      Comment: ' ',
    });
    expect(noComment.json().Message).toBe(AccountMessage.commentRequired);
    const deleted = await w.call('POST', '/api/customer/delete/', w.admin.cookie, {
      Number: '300200',
      UserId: user.userId,
      Comment: 'Left the company',
    });
    expect(deleted.json()).toMatchObject({ Successful: true });
    const details = await w.call('GET', `/api/user/${user.userId}`, w.admin.cookie);
    expect(details.json().CustomerPermissions).toEqual([]);
    const audit = await w.database.db
      .select()
      .from(t.accountAudit)
      .where(eq(t.accountAudit.userId, user.userId));
    expect(audit.map((a) => [a.action, a.comment])).toContainEqual([
      'delete-customer',
      'Left the company',
    ]);
  });

  it('deactivates with a required comment and ends the sessions; activation lets the user back', async () => {
    const user = await createUser(w.database.db, { roles: [Role.SalesRep], salesReps: ['7200'] });
    const session = await signIn(w.app, user.username, user.password);
    const noComment = await w.call('POST', `/api/user/activate/${user.userId}`, w.admin.cookie, {
      Comment: '',
      Disabled: true,
    });
    expect(noComment.json().Message).toBe(AccountMessage.commentRequired);
    const off = await w.call('POST', `/api/user/activate/${user.userId}`, w.admin.cookie, {
      Comment: 'Contract ended',
      Disabled: true,
    });
    expect(off.json()).toEqual({ Successful: true, Message: AccountMessage.updatedSuccessfully });
    expect((await w.call('GET', '/api/User/me', session.bearer)).statusCode).toBe(401);
    const login = await w.call(
      'POST',
      '/api/Authentication/Login',
      { host: SALES_HOST },
      { Username: user.username, Password: user.password },
    );
    expect(login.json().CodeString).toBe('Deactivated');
    const details = await w.call('GET', `/api/user/${user.userId}`, w.admin.cookie);
    expect(details.json()).toMatchObject({ Disabled: true, Comment: 'Contract ended' });
    await w.call('POST', `/api/user/activate/${user.userId}`, w.admin.cookie, {
      Comment: 'Back again',
      Disabled: false,
    });
    await signIn(w.app, user.username, user.password);
  });

  it('answers Error - User not found for id 0 and for other users of a non-admin', async () => {
    for (const url of ['/api/user/0', `/api/user/${w.repUser.userId + 1000}`]) {
      const res = await w.call('GET', url, w.admin.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(AccountMessage.userNotFound);
    }
    const other = await w.call('GET', `/api/user/${w.repUser.userId + 1}`, w.rep.cookie);
    expect(other.json().Message).toBe(AccountMessage.userNotFound);
  });

  it('lists users 10 a page, filtered and sorted', async () => {
    for (let i = 0; i < 11; i++)
      await createUser(w.database.db, {
        roles: [Role.Customer],
        lastName: `Zeta${String(i).padStart(2, '0')}`,
      });
    const page = await w.call(
      'GET',
      '/api/user?PageSize=10&Page=2&SortBy=LastName&SortDirection=asc&lastName=zeta',
      w.admin.cookie,
    );
    expect(page.json()).toMatchObject({ Page: 2, PageSize: 10, Total: 11 });
    expect(page.json().List.map((u: { LastName: string }) => u.LastName)).toEqual(['Zeta10']);
    const byRep = await w.call(
      'GET',
      '/api/user?salesreprumber=x&salesRepNumber=0007100',
      w.admin.cookie,
    );
    expect(byRep.json().List.map((u: { UserId: number }) => u.UserId)).toEqual([w.repUser.userId]);
    const lower = await w.call('GET', '/api/user?pagesize=3&page=1', w.admin.cookie);
    expect(lower.json()).toMatchObject({ PageSize: 3 });
    expect(lower.json().List).toHaveLength(3);
  });

  it('edits names on the sales site and keeps the e-mail of a local user', async () => {
    const url = `/api/user/updateprofile/${w.repUser.userId}`;
    const emailChange = await w.call('POST', url, w.rep.cookie, {
      Email: 'new@example.com',
      Name: 'Robin',
      LastName: 'Ng',
    });
    expect(emailChange.json().Message).toBe(AccountMessage.emailReadOnly);
    const noName = await w.call('POST', url, w.rep.cookie, {
      Email: w.repUser.email,
      Name: '',
      LastName: 'Ng',
    });
    expect(noName.json().Message).toBe(AccountMessage.firstNameRequired);
    const ok = await w.call('POST', url, w.rep.cookie, {
      Email: w.repUser.email,
      Name: 'Robin',
      LastName: 'Ng',
    });
    expect(ok.json()).toEqual({ Successful: true, Message: AccountMessage.updatedSuccessfully });
    const someoneElse = await w.call(
      'POST',
      `/api/user/updateprofile/${w.repUser.userId + 1}`,
      w.rep.cookie,
      { Email: 'x@example.com', Name: 'X', LastName: 'Y' },
    );
    expect(someoneElse.statusCode).toBe(404);
  });
});
