/** The address columns customers and sales reps share (db schema `addressColumns`). */
interface AddressRow {
  name2: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  region: string;
  taxJurisdictionCode: string;
  phone: string;
  emails: string[];
}

/** A customer's or sales rep's address in the spec's fields; Name1 is their own name. */
export const addressOf = (name1: string, row: AddressRow) => ({
  Name1: name1,
  Name2: row.name2,
  Street: row.street,
  PostalCode: row.postalCode,
  City: row.city,
  Country: row.country,
  Region: row.region,
  TaxJurisdictionCode: row.taxJurisdictionCode,
  Phone: row.phone,
  Emails: row.emails.map((Email) => ({ Email })),
});
