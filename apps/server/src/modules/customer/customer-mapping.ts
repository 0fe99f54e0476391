import type { Customer, ShipToParty } from '@portal/domain';
import type { customer } from '../../db/schema/index.ts';
import { addressOf } from '../common/address-of.ts';

type CustomerRow = Pick<
  typeof customer.$inferSelect,
  | 'customerNumber'
  | 'customerName'
  | 'name2'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'region'
  | 'taxJurisdictionCode'
  | 'phone'
  | 'emails'
>;

/** The customer's address in the spec's fields; Name1 is the customer's name. */
export const customerAddressOf = (row: CustomerRow): Customer['CustomerAddress'] =>
  addressOf(row.customerName, row);

/** The customer as its own ship-to partner: goods go to the sold-to unless told otherwise. */
export const ownShipTo = (row: CustomerRow): ShipToParty => ({
  PartnerNumber: row.customerNumber,
  Name: row.customerName,
  Name2: row.name2,
  Street: row.street,
  City: row.city,
  Region: row.region,
  PostalCode: row.postalCode,
  Country: row.country,
  Phone: row.phone,
});
