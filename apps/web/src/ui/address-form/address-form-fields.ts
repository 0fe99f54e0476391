import { DEFAULT_COUNTRY } from '@portal/domain';

/** Every field an address form of the portal may ask for. */
export type AddressFormField =
  | 'Name'
  | 'FirstName'
  | 'LastName'
  | 'Address1'
  | 'Address2'
  | 'City'
  | 'Country'
  | 'State'
  | 'Zip'
  | 'Phone'
  | 'Email';

/** The postal part every address form asks for, in the order the forms show it. */
export const POSTAL_FIELDS = [
  'Address1',
  'Address2',
  'City',
  'Country',
  'State',
  'Zip',
  'Phone',
] as const satisfies readonly AddressFormField[];

/** A blank form of these fields, the country preset to the default. */
export const blankAddress = <F extends AddressFormField>(fields: readonly F[]): Record<F, string> =>
  Object.fromEntries(fields.map((f) => [f, f === 'Country' ? DEFAULT_COUNTRY : ''])) as Record<
    F,
    string
  >;
