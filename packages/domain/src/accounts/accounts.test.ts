import { describe, expect, it } from 'vitest';
import { AccountMessage } from './messages.ts';
import { isValidPassword } from './password.ts';
import { comparableId, permissionsRequest, batchRespondRequest } from './permission-calls.ts';
import { canUseModule, guardPermissionRoute } from './guards.ts';
import { scopeForSite, siteKindOf } from './site-kind.ts';
import { signupForm, signupRequest } from './signup.ts';
import { changePasswordRequest } from './password-requests.ts';
import { activationRequest } from './user.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account rules', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Ab1!', false],
    [`Aa1!${'x'.repeat(125)}`, false],
  ])('judges the password %s valid: %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('strips zeros at both ends before comparing ids', () => {
    expect(comparableId('0012340')).toBe(comparableId('1234'));
    expect(comparableId('1234')).not.toBe(comparableId('12345'));
  });

  it('tells the sales-rep, customer and catalogue sites apart, with the login scope', () => {
    expect(siteKindOf('sales')).toBe('sales-rep');
    expect(siteKindOf('customers')).toBe('customer');
    expect(siteKindOf('parts')).toBe('catalogue');
    expect(scopeForSite('customers')).toBe('customer');
    expect(scopeForSite('sales')).toBe('sales-rep');
    expect(scopeForSite('editor')).toBe('sales-rep');
  });

  it('answers the sign-up fields with the spec messages', () => {
    const base = {
      Name: 'Ann',
      LastName: 'Lee',
      Email: 'ann@example.com',
      Password: 'Abcdef1!',
    };
    expect(firstMessage(signupRequest.safeParse({ ...base, Name: ' ' }))).toBe(
      AccountMessage.firstNameRequired,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, LastName: '' }))).toBe(
      AccountMessage.lastNameRequired,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, Email: 'ann@' }))).toBe(
      AccountMessage.emailInvalid,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, Password: 'short' }))).toBe(
      AccountMessage.passwordInvalid,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, InvitationCode: ' ' }))).toBe(
      AccountMessage.invitationCodeRequired,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, SalesRepIds: [''] }))).toBe(
      AccountMessage.salesRepIdRequired,
    );
    expect(firstMessage(signupRequest.safeParse({ ...base, CustomerNumbers: [' '] }))).toBe(
      AccountMessage.customerIdRequired,
    );
  });

  it('checks the form confirmation and the rows of the site kind only', () => {
    const form = {
      Name: 'Ann',
      LastName: 'Lee',
      Email: 'ann@example.com',
      Password: 'Abcdef1!',
      Confirmation: 'Abcdef1?',
      UseInvitationCode: false,
      InvitationCode: '',
      SalesRepIds: [''],
      CustomerNumbers: ['1001'],
      IsDirectoryUser: false,
      SiteKind: 'customer' as const,
    };
    const messages = signupForm.safeParse(form).error?.issues.map((i) => i.message);
    expect(messages).toEqual([AccountMessage.passwordsDifferent]);
    const directory = signupForm.safeParse({ ...form, IsDirectoryUser: true, Password: '' });
    expect(directory.success).toBe(true);
  });

  it('refuses a new password equal to the old one', () => {
    const result = changePasswordRequest.safeParse({
      UserName: 'a@b.co',
      OldPassword: 'Abcdef1!',
      NewPassword: 'Abcdef1!',
    });
    expect(firstMessage(result)).toBe(AccountMessage.newPasswordSameAsOld);
  });

  it('needs a comment to activate, a reason to reject, and ids to request', () => {
    expect(firstMessage(activationRequest.safeParse({ Comment: ' ', Disabled: true }))).toBe(
      AccountMessage.commentRequired,
    );
    expect(
      firstMessage(batchRespondRequest.safeParse({ isApproved: false, PermissionIds: [1] })),
    ).toBe(AccountMessage.rejectionReasonRequired);
    expect(firstMessage(permissionsRequest.safeParse({}))).toBe(
      AccountMessage.permissionsRequestInvalid,
    );
  });

  it('lets in a user with a permission of the site kind and sends others on', () => {
    const rep = { Email: 'a@b.co', Roles: ['orders'], ResourcePermissions: [{ Type: 1 as const }] };
    expect(guardPermissionRoute(rep, 'sales-rep')).toEqual({ enter: true });
    expect(guardPermissionRoute(rep, 'customer')).toEqual({ enter: false, to: '/profile' });
    expect(guardPermissionRoute({ ...rep, Email: '' }, 'sales-rep')).toEqual({
      enter: false,
      to: '/authentication/adsignup',
    });
    expect(guardPermissionRoute(null, 'sales-rep')).toEqual({
      enter: false,
      to: '/authentication/login',
    });
  });

  it('checks each module flag on its own', () => {
    const permissions = [
      { ModuleId: 1, ModuleName: 'Orders', CanRead: 9, CanWrite: 0, CanDelete: 0, CanExecute: 9 },
    ];
    expect(canUseModule(permissions, 1, 'read')).toBe(true);
    expect(canUseModule(permissions, 1, 'write')).toBe(false);
    expect(canUseModule(permissions, 1, 'execute')).toBe(true);
    expect(canUseModule(permissions, 2, 'read')).toBe(false);
  });
});
