import {
  CUSTOMER_REQUIRED,
  customerOrderData,
  ORDER_ITEMS_REQUIRED,
  PO_DOCUMENT_REQUIRED,
  PO_NUMBER_EXISTS,
  type CustomerOrderInput,
  type CustomerSearchResult,
  type ShippingMethod,
} from '@portal/domain';
import { blankAddress, POSTAL_FIELDS } from '../../../ui/address-form/address-form-fields.ts';

/** The fields of a one-time ship-to address (a place not among the customer's ship-tos). */
export const ONE_TIME_FIELDS = ['Name', ...POSTAL_FIELDS] as const;
export type OneTimeField = (typeof ONE_TIME_FIELDS)[number];
export type OneTimeAddress = Record<OneTimeField, string>;
/** The Ship To choice of a one-time address typed into the form. */
export const ONE_TIME_SHIP_TO = 'one-time';

export const emptyOneTimeAddress = (): OneTimeAddress => blankAddress(ONE_TIME_FIELDS);

export interface DraftItem {
  pcn: string;
  description: string;
  quantity: number;
  price: number;
}

/** What the wizard holds until the order is placed. */
export interface OrderDraft {
  customer: CustomerSearchResult | null;
  /** 'My Billing and shipping address are the same': the order ships to the customer. */
  sameAddress: boolean;
  /** A ship-to partner of the customer, or ONE_TIME_SHIP_TO. */
  shipTo: string;
  oneTimeShipTo: OneTimeAddress;
  purchaseNo: string;
  salesRep: string;
  items: DraftItem[];
  shipVia: ShippingMethod;
  notes: Record<NoteField, string>;
  comments: string[];
  files: File[];
}

export const NOTE_FIELDS = [
  'Shipping Notes',
  'Special Instructions',
  'Tagging Info',
  'Additional Instructions',
] as const;
export type NoteField = (typeof NOTE_FIELDS)[number];

export const emptyDraft = (): OrderDraft => ({
  customer: null,
  sameAddress: true,
  shipTo: '',
  oneTimeShipTo: emptyOneTimeAddress(),
  purchaseNo: '',
  salesRep: '',
  items: [],
  shipVia: 'Best Way',
  notes: Object.fromEntries(NOTE_FIELDS.map((f) => [f, ''])) as Record<NoteField, string>,
  comments: [''],
  files: [],
});

/** Adds resolved lines; a part already in the order gets the new quantity added to it. */
export function withItems(items: readonly DraftItem[], added: readonly DraftItem[]): DraftItem[] {
  const next = items.map((i) => ({ ...i }));
  for (const line of added) {
    const same = next.find((i) => i.pcn === line.pcn);
    if (same) same.quantity = Math.min(9999, same.quantity + line.quantity);
    else next.push({ ...line });
  }
  return next;
}

/** The notes as labelled text lines, then the comment lines; empty ones are left out (decision 158). */
export const textLinesOf = (draft: OrderDraft): string[] => [
  ...NOTE_FIELDS.filter((f) => draft.notes[f].trim() !== '').map(
    (f) => `${f}: ${draft.notes[f].trim()}`,
  ),
  ...draft.comments.map((c) => c.trim()).filter((c) => c !== ''),
];

/** Where the order ships: the customer, one of its ship-tos, or the one-time address. */
function shipToPartyOf(draft: OrderDraft): CustomerOrderInput['ShipToParty'] {
  const customerNumber = draft.customer?.CustomerNumber ?? '';
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

/** The one-time address's messages, field by field, by the rules the server applies. */
export function oneTimeErrors(draft: OrderDraft): Partial<Record<OneTimeField, string[]>> {
  if (draft.sameAddress || draft.shipTo !== ONE_TIME_SHIP_TO) return {};
  const parsed = customerOrderData.shape.ShipToParty.safeParse(shipToPartyOf(draft));
  const errors: Partial<Record<OneTimeField, string[]>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FORM_FIELD[String(issue.path.at(-1))] ?? 'Name';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const orderInputOf = (draft: OrderDraft): CustomerOrderInput => ({
  PurchaseNo: draft.purchaseNo,
  SalesRepNumber: draft.salesRep || null,
  BillToParty: { PartnerNumber: draft.customer?.CustomerNumber ?? '' },
  ShipToParty: shipToPartyOf(draft),
  ShipVia: draft.shipVia,
  Items: draft.items.map((i, index) => ({
    Material: i.pcn,
    Quantity: i.quantity,
    ItemNumber: (index + 1) * 10,
    QuantityUnit: 'EA',
  })),
  TextLines: textLinesOf(draft),
});

export interface DraftProblem {
  tab: 0 | 1 | 2;
  message: string;
}

/**
 * The first thing that keeps the draft from being placed, with the tab to go back to: the
 * shared schema's messages, then the PO check's answer, then the PO document.
 */
export function draftProblem(draft: OrderDraft, poUsed: boolean): DraftProblem | null {
  if (!draft.customer) return { tab: 0, message: CUSTOMER_REQUIRED };
  const parsed = customerOrderData.safeParse(orderInputOf(draft));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const tab = issue.path[0] === 'Items' ? 1 : issue.path[0] === 'TextLines' ? 2 : 0;
    return { tab, message: issue.message };
  }
  if (poUsed) return { tab: 0, message: PO_NUMBER_EXISTS };
  if (draft.items.length === 0) return { tab: 1, message: ORDER_ITEMS_REQUIRED };
  if (draft.files.length === 0) return { tab: 2, message: PO_DOCUMENT_REQUIRED };
  return null;
}

/** The problem that keeps the user on `tab` (moving forward checks only the tabs passed). */
export function tabProblem(draft: OrderDraft, poUsed: boolean, tab: number): DraftProblem | null {
  const problem = draftProblem(draft, poUsed);
  return problem && problem.tab <= tab ? problem : null;
}
