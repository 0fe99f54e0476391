import { formatPhone, type InquiryAnswer, type QuickOrderLine } from '@portal/domain';
import {
  emptyOneTimeAddress,
  ONE_TIME_SHIP_TO,
  type ShipToDraft,
} from '../../../ui/wizard/ship-to-draft.ts';
import type { InquiryFile } from './order-draft.ts';

/** The route parameter of a conversion, `fromInquiry-{id}` (§2.13); null for anything else. */
export function inquiryIdOf(fromInquiry: string | undefined): number | null {
  const match = /^fromInquiry-(\d{1,10})$/.exec(fromInquiry ?? '');
  const id = match ? Number(match[1]) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** What an inquiry puts into the new-order wizard when it is converted. */
export interface InquiryPrefill {
  inquiryId: number;
  customerNumber: string;
  shipTo: ShipToDraft;
  /** The inquiry's parts, to be resolved and priced for the customer again. */
  lines: QuickOrderLine[];
  /** Its documents, offered as the order's PO document. */
  files: InquiryFile[];
}

/** Where the inquiry ships: the customer itself, one of its ship-tos, or a one-time address. */
function shipToOf(inquiry: InquiryAnswer): ShipToDraft {
  const party = inquiry.ShipToParty;
  const oneTimeShipTo = emptyOneTimeAddress();
  if (party.PartnerNumber === inquiry.CustomerNumber)
    return { sameAddress: true, shipTo: inquiry.CustomerNumber, oneTimeShipTo };
  if (party.PartnerNumber !== null)
    return { sameAddress: false, shipTo: party.PartnerNumber, oneTimeShipTo };
  const typed = {
    Name: party.Name,
    Address1: party.Street,
    Address2: party.Name2 ?? '',
    City: party.City,
    Country: party.Country,
    State: party.Region,
    Zip: party.PostalCode,
    Phone: formatPhone(party.Phone),
  };
  return { sameAddress: false, shipTo: ONE_TIME_SHIP_TO, oneTimeShipTo: typed };
}

export const prefillOf = (inquiry: InquiryAnswer): InquiryPrefill => ({
  inquiryId: inquiry.InquiryId,
  customerNumber: inquiry.CustomerNumber,
  shipTo: shipToOf(inquiry),
  lines: [...inquiry.Items]
    .sort((a, b) => a.ItemNumber - b.ItemNumber)
    .map((item, index) => ({
      row: index + 1,
      number: item.MaterialNumber,
      quantity: item.Quantity,
    })),
  files: inquiry.Documents,
});
