import { roundMoney, type InquiryData, type Site } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { priceItems, type ItemLine } from '../order/order-lines.ts';

/**
 * Every line priced here for the customer from their multipliers, as an order's lines are;
 * a price in the request is never read.
 */
export async function priceInquiry(
  db: Executor,
  site: Site,
  customerNumber: string,
  items: InquiryData['Items'],
): Promise<{ lines: ItemLine[]; subTotal: number }> {
  const lines = (await priceItems(db, { site, customerNumber }, items)).map((p) => p.line);
  const subTotal = roundMoney(lines.reduce((sum, l) => sum + l.totalPrice, 0));
  return { lines, subTotal };
}
