import type { CustomerOrderInput, CustomerSearchResult, PriceExplanation } from '@portal/domain';

/** A part in a wizard's lines, priced for the wizard's customer by the server. */
export interface DraftItem {
  pcn: string;
  description: string;
  quantity: number;
  price: number;
  /** How the customer's agreement made the price; null or absent for a list price. */
  explanation?: PriceExplanation | null;
}

/** What a wizard with priced lines holds: the customer they are priced for, and the lines. */
export interface PricedDraft {
  customer: CustomerSearchResult | null;
  items: DraftItem[];
}

/** Adds resolved lines; a part already in the lines gets the new quantity added to it. */
export function withItems(items: readonly DraftItem[], added: readonly DraftItem[]): DraftItem[] {
  const next = items.map((i) => ({ ...i }));
  for (const line of added) {
    const same = next.find((i) => i.pcn === line.pcn);
    if (same) same.quantity = Math.min(9999, same.quantity + line.quantity);
    else next.push({ ...line });
  }
  return next;
}

/**
 * The line of a replaced part changed to its replacement (decision 177): the new line takes
 * the old one's place, or its quantity joins a line of the replacement already listed.
 */
export function withReplacement(
  items: readonly DraftItem[],
  oldPcn: string,
  replacement: DraftItem,
): DraftItem[] {
  if (items.some((i) => i.pcn === replacement.pcn))
    return withItems(
      items.filter((i) => i.pcn !== oldPcn),
      [replacement],
    );
  return items.map((i) => (i.pcn === oldPcn ? { ...replacement } : { ...i }));
}

/** The lines as orders and inquiries send them: numbered 10, 20, 30, in EA (§3). */
export const submissionItemsOf = (items: readonly DraftItem[]): CustomerOrderInput['Items'] =>
  items.map((i, index) => ({
    Material: i.pcn,
    Quantity: i.quantity,
    ItemNumber: (index + 1) * 10,
    QuantityUnit: 'EA',
  }));
