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

export interface DraftItem {
  pcn: string;
  description: string;
  quantity: number;
  price: number;
}

/** What the wizard holds until the order is placed. */
export interface OrderDraft {
  customer: CustomerSearchResult | null;
  shipTo: string;
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
  shipTo: '',
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

export const orderInputOf = (draft: OrderDraft): CustomerOrderInput => ({
  PurchaseNo: draft.purchaseNo,
  SalesRepNumber: draft.salesRep || null,
  BillToParty: { PartnerNumber: draft.customer?.CustomerNumber ?? '' },
  ShipToParty: { PartnerNumber: draft.shipTo || draft.customer?.CustomerNumber || '' },
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
