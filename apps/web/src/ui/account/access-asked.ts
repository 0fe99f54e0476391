import type { PermissionRequest } from '@portal/domain';

const named = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** What a decision gives or refuses, in words: 'pat@example.com access to customer 100100 Acme'. */
export const accessAsked = (r: PermissionRequest) =>
  `${r.UserEmail} access to ${
    r.SalesRepresentativeNumber !== null
      ? `sales representative ${named(r.SalesRepresentativeNumber, r.SalesRepresentativeName)}`
      : `customer ${named(r.CustomerNumber, r.CustomerName)}`
  }`;
