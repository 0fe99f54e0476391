import {
  CUSTOMER_REQUIRED,
  customerOrderData,
  ORDER_ITEMS_REQUIRED,
  PO_DOCUMENT_REQUIRED,
  PO_NUMBER_EXISTS,
  type CustomerOrderInput,
  type InquiryAnswer,
  type ShippingMethod,
} from '@portal/domain';
import { submissionItemsOf, type PricedDraft } from '../../../ui/wizard/draft-items.ts';
import {
  emptyShipTo,
  oneTimeErrorsBy,
  shipToPartyOf,
  type OneTimeErrors,
  type ShipToDraft,
} from '../../../ui/wizard/ship-to-draft.ts';
import type { StepProblem } from '../../../ui/wizard/use-wizard-steps.ts';

export type InquiryFile = InquiryAnswer['Documents'][number];

/** What the wizard holds until the order is placed. */
export interface OrderDraft extends PricedDraft, ShipToDraft {
  purchaseNo: string;
  salesRep: string;
  shipVia: ShippingMethod;
  notes: Record<NoteField, string>;
  comments: string[];
  files: File[];
  /** The inquiry this order converts (route `new/fromInquiry-{id}`), else null. */
  inquiryId: number | null;
  /** The converted inquiry's documents, offered as the PO document (§2.10). */
  inquiryFiles: InquiryFile[];
  /** The ids of those chosen to go with the order. */
  inquiryFileIds: number[];
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
  ...emptyShipTo(),
  purchaseNo: '',
  salesRep: '',
  items: [],
  shipVia: 'Best Way',
  notes: Object.fromEntries(NOTE_FIELDS.map((f) => [f, ''])) as Record<NoteField, string>,
  comments: [''],
  files: [],
  inquiryId: null,
  inquiryFiles: [],
  inquiryFileIds: [],
});

/** The notes as labelled text lines, then the comment lines; empty ones are left out (decision 158). */
export const textLinesOf = (draft: OrderDraft): string[] => [
  ...NOTE_FIELDS.filter((f) => draft.notes[f].trim() !== '').map(
    (f) => `${f}: ${draft.notes[f].trim()}`,
  ),
  ...draft.comments.map((c) => c.trim()).filter((c) => c !== ''),
];

/** The one-time address's messages, field by field, by the rules the server applies. */
export const oneTimeErrors = (draft: OrderDraft): OneTimeErrors =>
  oneTimeErrorsBy(customerOrderData.shape.ShipToParty, draft.customer?.CustomerNumber ?? '', draft);

export const orderInputOf = (draft: OrderDraft): CustomerOrderInput => ({
  PurchaseNo: draft.purchaseNo,
  SalesRepNumber: draft.salesRep || null,
  BillToParty: { PartnerNumber: draft.customer?.CustomerNumber ?? '' },
  ShipToParty: shipToPartyOf(draft.customer?.CustomerNumber ?? '', draft),
  ShipVia: draft.shipVia,
  Items: submissionItemsOf(draft.items),
  TextLines: textLinesOf(draft),
  ...(draft.inquiryId === null
    ? {}
    : { InquiryId: draft.inquiryId, InquiryFiles: draft.inquiryFileIds }),
});

export interface DraftProblem extends StepProblem {
  tab: 0 | 1 | 2;
}

/**
 * The first thing that keeps the draft from being placed, with the tab to go back to: the
 * shared schema's messages, then the PO check's answer, then the PO document (a file, or one
 * of the converted inquiry's).
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
  if (draft.files.length === 0 && draft.inquiryFileIds.length === 0)
    return { tab: 2, message: PO_DOCUMENT_REQUIRED };
  return null;
}

/** The problem that keeps the user on `tab` (moving forward checks only the tabs passed). */
export function tabProblem(draft: OrderDraft, poUsed: boolean, tab: number): DraftProblem | null {
  const problem = draftProblem(draft, poUsed);
  return problem && problem.tab <= tab ? problem : null;
}
