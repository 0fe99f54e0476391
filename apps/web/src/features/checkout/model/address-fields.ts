import {
  addressFormErrors,
  billingAddressForm,
  shippingAddressForm,
  type Address,
  type AddressForm,
  type AddressRole,
  type GatewayBillingAddress,
} from '@portal/domain';
import { blankAddress, POSTAL_FIELDS } from '../../../ui/address-form/address-form-fields.ts';

export const ADDRESS_FIELDS = ['FirstName', 'LastName', ...POSTAL_FIELDS, 'Email'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What the visitor typed, field by field. */
export type AddressDraft = Record<AddressField, string>;
export type FieldErrors = Partial<Record<AddressField, string[]>>;

export const emptyAddress = (): AddressDraft => blankAddress(ADDRESS_FIELDS);

export const ADDRESS_TITLES: Record<AddressRole, string> = {
  shipping: 'Shipping Address',
  billing: 'Billing Address',
};

export type AddressCheck = { ok: true; address: AddressForm } | { ok: false; errors: FieldErrors };

/** The form rules of the domain package, the same the server applies. */
export function checkAddress(role: AddressRole, draft: AddressDraft): AddressCheck {
  const parsed = (role === 'shipping' ? shippingAddressForm : billingAddressForm).safeParse(draft);
  if (parsed.success) return { ok: true, address: parsed.data };
  return { ok: false, errors: addressFormErrors(parsed.error) as FieldErrors };
}

/** A verified or corrected address back into the form. */
export const draftOf = (address: Pick<Address, AddressField>): AddressDraft => ({
  FirstName: address.FirstName,
  LastName: address.LastName,
  Address1: address.Address1,
  Address2: address.Address2,
  City: address.City,
  Country: address.Country,
  State: address.State,
  Zip: address.Zip,
  Phone: address.Phone,
  Email: address.Email,
});

export const streetOf = (a: Pick<AddressForm, 'Address1' | 'Address2'>): string =>
  [a.Address1, a.Address2].filter((line) => line.trim() !== '').join(', ');

/** The billing address fields of the provider's authorize call. */
export const gatewayBillingAddressOf = (bill: AddressForm): GatewayBillingAddress => ({
  city: bill.City,
  country: bill.Country,
  street: streetOf(bill),
  firstName: bill.FirstName,
  lastName: bill.LastName,
  postalCode: bill.Zip,
  region: bill.State,
  phoneNumber: bill.Phone,
  email: bill.Email,
});

/** One line of an address as a person reads it. */
export const addressLines = (
  a: Pick<AddressForm, 'Address1' | 'Address2' | 'City' | 'State' | 'Zip' | 'Country'>,
): string[] =>
  [a.Address1, a.Address2, `${a.City}, ${a.State} ${a.Zip}`, a.Country].filter(
    (line) => line.trim() !== '',
  );
