import type { SignupForm } from '@portal/domain';

/** The request the form stands for: with a code the id rows go empty, without one the code does. */
export function signupRequestOf(form: SignupForm) {
  const withCode = form.UseInvitationCode;
  return {
    Name: form.Name,
    LastName: form.LastName,
    Email: form.Email,
    InvitationCode: withCode ? form.InvitationCode : null,
    SalesRepIds: !withCode && form.SiteKind !== 'customer' ? form.SalesRepIds : [],
    CustomerNumbers: !withCode && form.SiteKind === 'customer' ? form.CustomerNumbers : [],
  };
}
