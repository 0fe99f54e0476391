import type { CustomerOrderData, OrderParty, ShipToParty } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { salesRep } from '../../db/schema/index.ts';
import { DomainError, Forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { ownShipTo } from '../customer/customer-mapping.ts';
import { shipTosOf } from '../customer/lookup-queries.ts';
import { findCustomer, salesRepsOfCustomers } from '../customer/queries.ts';

type ShipToRecord = ShipToParty;
type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

export interface OrderingParties {
  customer: CustomerRow;
  billTo: OrderParty;
  shipTo: OrderParty;
  /** The sales rep chosen for the order; null names every sales rep of the customer. */
  salesRepNumber: string | null;
}

const partyOf = (record: ShipToRecord): OrderParty => ({
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

export interface CustomerParties {
  customer: CustomerRow;
  billTo: OrderParty;
  shipTo: OrderParty;
}

/**
 * The customer an order or inquiry is for, which the caller must be allowed to see (an unknown
 * number answers the same `denied`, so a guess tells nothing), and its parties from the
 * customer's records: the bill-to is the customer; the ship-to one of its ship-to partners
 * (its own address included), a one-time address as typed, or, when none is named, its own.
 */
export async function customerParties(
  db: Executor,
  viewer: Viewer,
  number: string,
  chosen: CustomerOrderData['ShipToParty'] | undefined,
  denied: string,
): Promise<CustomerParties> {
  const customer = await findCustomer(db, viewer, number);
  if (!customer) throw new Forbidden(denied);
  const own = ownShipTo(customer);
  let shipTo: OrderParty;
  if (!chosen) shipTo = partyOf(own);
  else if (chosen.PartnerNumber === null) shipTo = chosen as OrderParty;
  else {
    const wanted = chosen.PartnerNumber;
    const records = wanted === own.PartnerNumber ? [own] : await shipTosOf(db, own.PartnerNumber);
    const record = records.find((r) => r.PartnerNumber === wanted);
    if (!record)
      throw new DomainError(422, `Ship To ${wanted} is not an address of customer ${number}.`);
    shipTo = partyOf(record);
  }
  return { customer, billTo: partyOf(own), shipTo };
}

/**
 * The order's customer and parties (`customerParties`); a chosen sales rep must serve the
 * customer, but a customer admin, who sees every sales rep in the form, may name any.
 */
export async function orderingParties(
  db: Executor,
  viewer: Viewer,
  data: CustomerOrderData,
): Promise<OrderingParties> {
  const number = data.BillToParty.PartnerNumber;
  const parties = await customerParties(
    db,
    viewer,
    number,
    data.ShipToParty,
    `You may not place orders for customer ${number}.`,
  );
  return {
    ...parties,
    salesRepNumber: await chosenSalesRep(
      db,
      viewer,
      parties.customer.customerNumber,
      data.SalesRepNumber,
    ),
  };
}

async function chosenSalesRep(
  db: Executor,
  viewer: Viewer,
  customerNumber: string,
  asked: string | null | undefined,
): Promise<string | null> {
  if (!asked) return null;
  const serving = await salesRepsOfCustomers(db, [customerNumber]);
  const match = serving.find((r) => r.SalesRepNumber === asked);
  if (match) return match.SalesRepNumber;
  if (viewer.isCustomerAdmin && (await salesRepExists(db, asked))) return asked;
  throw new DomainError(422, `Sales rep ${asked} does not serve customer ${customerNumber}.`);
}

async function salesRepExists(db: Executor, number: string): Promise<boolean> {
  const found = await db
    .select({ number: salesRep.salesRepNumber })
    .from(salesRep)
    .where(eq(salesRep.salesRepNumber, number))
    .limit(1);
  return found.length === 1;
}
