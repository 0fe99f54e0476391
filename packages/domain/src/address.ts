import { z } from 'zod';
import { DEFAULT_COUNTRY, isCountryCode, isUsState } from './country-states.ts';

/** The address form's messages (parts-site §5), plus the few limits the spec leaves open. */
export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  address1Required: 'Address Line 1 is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  zipRequired: 'Zip is required',
  phoneRequired: 'Phone is required',
  countryRequired: 'Country is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  canadianZipFormat: 'Canadian Zip is not in correct format',
  phoneDigits: 'Phone must have 10 digits',
  stateNotUs: 'State is not a US state',
  countryUnknown: 'Country must be an ISO 3166-1 country code',
  poBox: 'We do not ship to P.O. boxes. Please enter a street address for shipping.',
} as const;

export const PHONE_DIGITS = 10;

/** Digits of a phone entry, at most ten; a leading US country code 1 is dropped. */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national =
    digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE_DIGITS);
}

/** (000) 000-0000, built up as digits are typed; non-digits are stripped. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*b(?:ox)?|post\s+office\s+box|pobox)\b/i;

/** True when an address line is a post-office box, which carriers cannot deliver to. */
export const isPoBox = (line: string): boolean => PO_BOX.test(line);

const CANADIAN_ZIP = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const isCanadianZip = (zip: string): boolean => CANADIAN_ZIP.test(zip.trim());

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A trimmed text field; `required` names the message for a missing or blank value. */
function text(label: string, max: number, required?: string) {
  const base = z.string({ error: required ?? `${label} must be text` }).trim();
  return required
    ? base.min(1, { error: required }).max(max, { error: tooLong(label, max) })
    : base.max(max, { error: tooLong(label, max) });
}

/**
 * The one e-mail rule of the address form and of an order submission: an address the form
 * takes must never fail the order after the card is approved.
 */
export const contactEmail = text('Email', 100, ADDRESS_MESSAGES.emailRequired).pipe(
  z.email({ error: ADDRESS_MESSAGES.emailInvalid }),
);

const fields = {
  FirstName: text('First Name', 40, ADDRESS_MESSAGES.firstNameRequired),
  LastName: text('Last Name', 40, ADDRESS_MESSAGES.lastNameRequired),
  Address1: text('Address Line 1', 60, ADDRESS_MESSAGES.address1Required),
  Address2: text('Address Line 2', 60).default(''),
  City: text('City', 40, ADDRESS_MESSAGES.cityRequired),
  State: text('State', 40, ADDRESS_MESSAGES.stateRequired),
  Zip: text('Zip', 10, ADDRESS_MESSAGES.zipRequired),
  Phone: z
    .string({ error: ADDRESS_MESSAGES.phoneRequired })
    .transform(phoneDigits)
    .pipe(
      z
        .string()
        .min(1, { error: ADDRESS_MESSAGES.phoneRequired })
        .refine((d) => d.length === 0 || d.length === PHONE_DIGITS, {
          error: ADDRESS_MESSAGES.phoneDigits,
        })
        .transform(formatPhone),
    ),
  Country: z
    .string({ error: ADDRESS_MESSAGES.countryRequired })
    .trim()
    .toUpperCase()
    .default(DEFAULT_COUNTRY)
    .pipe(
      z
        .string()
        .min(1, { error: ADDRESS_MESSAGES.countryRequired })
        .refine((c) => c === '' || isCountryCode(c), {
          error: ADDRESS_MESSAGES.countryUnknown,
        }),
    ),
  Email: contactEmail,
};

type Loose = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
// Cross-field rules run even when other fields fail, so a form shows every message at once.
const always = { when: () => true };

function addressFormSchema(shipTo: boolean) {
  return z
    .object(fields)
    .refine((a: Loose) => str(a.Country) !== 'US' || !str(a.State) || isUsState(str(a.State)), {
      ...always,
      path: ['State'],
      error: ADDRESS_MESSAGES.stateNotUs,
    })
    .refine((a: Loose) => str(a.Country) !== 'CA' || !str(a.Zip) || isCanadianZip(str(a.Zip)), {
      ...always,
      path: ['Zip'],
      error: ADDRESS_MESSAGES.canadianZipFormat,
    })
    .refine((a: Loose) => !shipTo || !isPoBox(`${str(a.Address1)} ${str(a.Address2)}`), {
      ...always,
      path: ['Address1'],
      error: ADDRESS_MESSAGES.poBox,
    })
    .transform((a) => ({
      ...a,
      State: a.Country === 'US' ? a.State.toUpperCase() : a.State,
      Zip: a.Country === 'CA' ? canadianZip(a.Zip) : a.Zip,
    }));
}

const canadianZip = (zip: string): string => {
  const compact = zip.replace(/[ -]/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
};

/** Ship-to form: refuses a P.O. box. */
export const shippingAddressForm = addressFormSchema(true);
/** Bill-to form: a P.O. box is a fine billing address. */
export const billingAddressForm = addressFormSchema(false);

export type AddressFormInput = z.input<typeof shippingAddressForm>;
export type AddressForm = z.output<typeof shippingAddressForm>;

/** The Address entity on the wire (parts-site §3); the forms above say what is valid. */
export const address = z.object({
  Name: z.string().max(100).optional(),
  FirstName: z.string().max(200).default(''),
  LastName: z.string().max(200).default(''),
  Address1: z.string().max(200).default(''),
  Address2: z.string().max(200).default(''),
  City: z.string().max(200).default(''),
  State: z.string().max(200).default(''),
  Zip: z.string().max(200).default(''),
  Phone: z.string().max(200).default(''),
  Country: z.string().max(200).default(DEFAULT_COUNTRY),
  Email: z.string().max(200).default(''),
});
export type Address = z.output<typeof address>;

/** Field -> messages, for a form that lists every problem at once. */
export function addressFormErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'Address');
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
