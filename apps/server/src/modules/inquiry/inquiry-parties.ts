import { inquiryCreateDenied, type InquiryData } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import type { Viewer } from '../../lib/session.ts';
import { customerParties, type CustomerParties } from '../order/customer-order-parties.ts';

export type InquiryParties = CustomerParties;

/** The inquiry's customer and parties, taken as an order takes them (decision 163). */
export const inquiryParties = (
  db: Executor,
  viewer: Viewer,
  data: InquiryData,
): Promise<InquiryParties> =>
  customerParties(
    db,
    viewer,
    data.BillToParty.PartnerNumber,
    data.ShipToParty ?? undefined,
    inquiryCreateDenied(data.BillToParty.PartnerNumber),
  );
