import type { SignupForm } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { signupRequestOf } from './signup-request.ts';

const form: SignupForm = {
  Name: 'Ann',
  LastName: 'Lee',
  Email: 'ann@example.com',
  Password: 'Abcdef1!',
  Confirmation: 'Abcdef1!',
  UseInvitationCode: false,
  InvitationCode: 'OLD-CODE',
  SalesRepIds: ['4100'],
  CustomerNumbers: ['0000100100'],
  IsDirectoryUser: false,
  SiteKind: 'customer',
};

describe('the sign-up request', () => {
  it('sends the rows of the site kind and clears the code without a code', () => {
    expect(signupRequestOf(form)).toMatchObject({
      InvitationCode: null,
      CustomerNumbers: ['0000100100'],
      SalesRepIds: [],
    });
    expect(signupRequestOf({ ...form, SiteKind: 'sales-rep' })).toMatchObject({
      SalesRepIds: ['4100'],
      CustomerNumbers: [],
    });
  });

  it('clears the id lists when an invitation code is used', () => {
    expect(signupRequestOf({ ...form, UseInvitationCode: true })).toMatchObject({
      InvitationCode: 'OLD-CODE',
      SalesRepIds: [],
      CustomerNumbers: [],
    });
  });
});
