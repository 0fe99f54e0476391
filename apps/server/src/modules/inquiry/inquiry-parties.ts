import {
  inquiryCreateDenied,
  type InquiryData,
  type OrderParty,
  type ShipToParty,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { DomainError, Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { ownShipTo } from '../customer/customer-mapping.ts';
import { shipTosOf } from '../customer/lookup-queries.ts';
import { findCustomer } from '../customer/queries.ts';

type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export interface InquiryParties {
  customer: CustomerRow;
  billTo: OrderParty;
  shipTo: OrderParty;
}

const partyOf = (record: ShipToParty): OrderParty => ({
  PartnerNumber: record.PartnerNumber,
  Name: record.Name,
  Name2: record.Name2 || null,
  Street: record.Street,
  City: record.City,
  Region: record.Region,
  PostalCode: record.PostalCode,
  Country: record.Country,
  Phone: record.Phone.replace(/\D/g, ''),
});

/**
 * The customer the inquiry is for, which the caller must see (an unknown number answers the
 * same), and its parties as orders take them: the bill-to from the customer's record, the
 * ship-to one of its ship-to partners, a one-time address as typed, or else the customer's own.
 */
export async function inquiryParties(
  db: Executor,
  viewer: Viewer,
  data: InquiryData,
): Promise<InquiryParties> {
  const number = data.BillToParty.PartnerNumber;
  const customer = await findCustomer(db, viewer, number);
  if (!customer) throw new Forbidden(inquiryCreateDenied(number));
  const own = partyOf(ownShipTo(customer));

  const chosen = data.ShipToParty;
  let shipTo: OrderParty;
  if (!chosen || chosen.PartnerNumber === own.PartnerNumber) shipTo = own;
  else if (chosen.PartnerNumber === null) shipTo = chosen;
  else {
    const record = (await shipTosOf(db, own.PartnerNumber!)).find(
      (r) => r.PartnerNumber === chosen.PartnerNumber,
    );
    if (!record)
      throw new DomainError(
        422,
        `Ship To ${chosen.PartnerNumber} is not an address of customer ${number}.`,
      );
    shipTo = partyOf(record);
  }
  return { customer, billTo: own, shipTo };
}
