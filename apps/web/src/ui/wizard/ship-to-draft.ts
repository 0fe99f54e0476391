import type { CustomerOrderInput } from '@portal/domain';
import type { z } from 'zod';
import { blankAddress, POSTAL_FIELDS } from '../address-form/address-form-fields.ts';

/** The fields of a one-time ship-to address (a place not among the customer's ship-tos). */
export const ONE_TIME_FIELDS = ['Name', ...POSTAL_FIELDS] as const;
export type OneTimeField = (typeof ONE_TIME_FIELDS)[number];
export type OneTimeAddress = Record<OneTimeField, string>;
/** The Ship To choice of a one-time address typed into the form. */
export const ONE_TIME_SHIP_TO = 'one-time';

export const emptyOneTimeAddress = (): OneTimeAddress => blankAddress(ONE_TIME_FIELDS);

/** Where an order or inquiry ships, as its wizard holds it. */
export interface ShipToDraft {
  /** 'My Billing and shipping address are the same': it ships to the customer. */
  sameAddress: boolean;
  /** A ship-to partner of the customer, or ONE_TIME_SHIP_TO. */
  shipTo: string;
  oneTimeShipTo: OneTimeAddress;
}

export const emptyShipTo = (): ShipToDraft => ({
  sameAddress: true,
  shipTo: '',
  oneTimeShipTo: emptyOneTimeAddress(),
});

export const isOneTime = (draft: ShipToDraft): boolean =>
  !draft.sameAddress && draft.shipTo === ONE_TIME_SHIP_TO;

/** The ship-to party sent: the customer, one of its ship-tos, or the one-time address. */
export function shipToPartyOf(
  customerNumber: string,
  draft: ShipToDraft,
): CustomerOrderInput['ShipToParty'] {
  if (draft.sameAddress) return { PartnerNumber: customerNumber };
  if (draft.shipTo !== ONE_TIME_SHIP_TO) return { PartnerNumber: draft.shipTo || customerNumber };
  const a = draft.oneTimeShipTo;
  return {
    Name: a.Name,
    Name2: a.Address2 || null,
    Street: a.Address1,
    City: a.City,
    Region: a.State,
    PostalCode: a.Zip,
    Country: a.Country,
    Phone: a.Phone,
  };
}

/** The shared schema's field names of a party, as the one-time form names them. */
const FORM_FIELD: Record<string, OneTimeField> = {
  Name: 'Name',
  Name2: 'Address2',
  Street: 'Address1',
  City: 'City',
  Region: 'State',
  PostalCode: 'Zip',
  Country: 'Country',
  Phone: 'Phone',
};

export type OneTimeErrors = Partial<Record<OneTimeField, string[]>>;

/** A schema's issues about a one-time party, field by field of the form. */
function oneTimeErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): OneTimeErrors {
  const errors: OneTimeErrors = {};
  for (const issue of issues) {
    const field = FORM_FIELD[String(issue.path.at(-1))] ?? 'Name';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The one-time ship-to's messages, field by field, by the party's schema of the request (an
 * order's or an inquiry's), which the server applies too.
 */
export function oneTimeErrorsBy(
  partySchema: z.ZodType,
  customerNumber: string,
  draft: ShipToDraft,
): OneTimeErrors {
  if (!isOneTime(draft)) return {};
  const parsed = partySchema.safeParse(shipToPartyOf(customerNumber, draft));
  return parsed.success ? {} : oneTimeErrorsOf(parsed.error.issues);
}
