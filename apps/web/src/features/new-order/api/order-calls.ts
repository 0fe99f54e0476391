import {
  customerSearchResults,
  orderPlaced,
  quickOrderAnswer,
  type CustomerOrderInput,
  type CustomerSearchResult,
  type QuickOrderAnswer,
  type QuickOrderLine,
} from '@portal/domain';
import { z } from 'zod';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { apiUrl, postJson } from '../../../api/http-client.ts';
import type { DraftItem } from '../model/order-draft.ts';

/**
 * GET /api/Customer/search: the customers the user may order for whose name or number holds the
 * keyword, those of one sales rep when one is named.
 */
export const searchCustomers = (keyword: string, signal?: AbortSignal, salesRep = '') =>
  callAccount('GET', '/Customer/search', customerSearchResults, {
    signal,
    query: { keyword, salesRep: salesRep || undefined },
  });

/** GET /api/order/PO/isDuplicated for the customer. */
export const isPoNumberUsed = (poNumber: string, customerNumber: string, signal?: AbortSignal) =>
  callAccount('GET', '/order/PO/isDuplicated', z.boolean(), {
    signal,
    query: { poNumber, customerNumber },
  });

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

/** POST /api/order (multipart): the order's fields as JSON in `request`, then the PO documents. */
export async function placeOrder(
  data: CustomerOrderInput,
  files: readonly File[],
  idempotencyKey: string,
) {
  const form = new FormData();
  form.append('request', JSON.stringify({ Data: data }));
  for (const file of files) form.append('files', file, file.name);
  const placed = await postJson(apiUrl('/order'), form, () => orderPlaced, {
    'idempotency-key': idempotencyKey,
  });
  return placed.Data;
}

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
    })),
    problems: answer.Invalid.map((l) => ({
      row: l.Row,
      text: `${l.Number} ${l.Quantity}`,
      reason: l.Reason,
    })),
  };
}
