import {
  customerSearchResults,
  quickOrderAnswer,
  type CustomerSearchResult,
  type QuickOrderAnswer,
  type QuickOrderLine,
} from '@portal/domain';
import { callAccount } from '../../api/accounts/account-http.ts';
import { REQUEST_FAILED } from '../../api/request-failure.ts';
import type { DraftItem } from './draft-items.ts';

export interface CustomerSearchOptions {
  signal?: AbortSignal;
  /** Only the customers of this sales rep. */
  salesRep?: string;
  /** Also whether each has material numbers of its own (HasCustomerMaterials). */
  materialInfo?: boolean;
}

/**
 * GET /api/Customer/search: the customers the user may order for whose name or number holds the
 * keyword, those of one sales rep when one is named.
 */
export const searchCustomers = (keyword: string, options: CustomerSearchOptions = {}) =>
  callAccount('GET', '/Customer/search', customerSearchResults, {
    signal: options.signal,
    query: {
      keyword,
      salesRep: options.salesRep || undefined,
      includeCustomerMaterialInfo: options.materialInfo || undefined,
    },
  });

/** The customer of this exact number, as the picker would have chosen it; null if not visible. */
export async function findCustomer(
  customerNumber: string,
  options: CustomerSearchOptions = {},
): Promise<CustomerSearchResult | null> {
  const found = await searchCustomers(customerNumber, options);
  return found.find((c) => c.CustomerNumber === customerNumber) ?? null;
}

/** POST /api/Customer/{n}/quickOrder: lines resolved and priced for the customer. */
export const resolveLines = (
  customer: CustomerSearchResult,
  lines: readonly QuickOrderLine[],
): Promise<QuickOrderAnswer> =>
  callAccount(
    'POST',
    `/Customer/${encodeURIComponent(customer.CustomerNumber)}/quickOrder`,
    quickOrderAnswer,
    {
      body: { Lines: lines.map((l) => ({ Row: l.row, Number: l.number, Quantity: l.quantity })) },
    },
  );

export interface LineProblem {
  row: number;
  text: string;
  reason: string;
}

/** Lines resolved for the customer: those it can order as the wizard's items, the rest with why. */
export async function resolveOrderLines(
  customer: CustomerSearchResult,
  lines: readonly QuickOrderLine[],
): Promise<{ items: DraftItem[]; problems: LineProblem[] }> {
  const answer = await resolveLines(customer, lines);
  return {
    items: answer.Lines.map((l) => ({
      pcn: l.PcnCatalogNumber,
      description: l.Description,
      quantity: l.Quantity,
      price: l.Price,
      explanation: l.PriceExplanation,
    })),
    problems: answer.Invalid.map((l) => ({
      row: l.Row,
      text: `${l.Number} ${l.Quantity}`,
      reason: l.Reason,
    })),
  };
}

/** What a refused order or inquiry says in its toast: the server's message, else the spec's. */
export const submissionFailure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : REQUEST_FAILED;
