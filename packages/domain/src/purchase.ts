import { PARTS_EMAIL, PARTS_HOURS, PARTS_PHONE } from './constants.ts';
import { isCallForPricing } from './pricing-rules.ts';
import { CALL_FOR_PRICING } from './table-columns.ts';

/** Why a shown model cannot be bought online, in the words a row or panel uses. */
export const NOT_SOLD_ONLINE = 'Not sold online';
export const NO_PRICE = 'No price';
export type PurchaseBlock = typeof NOT_SOLD_ONLINE | typeof NO_PRICE | typeof CALL_FOR_PRICING;

/** What the rule needs of a model: whether it is sold online and its list price. */
export interface PurchasableModel {
  Ecommerce: boolean;
  TotalList: number | null;
}

/**
 * Why a model cannot be bought at the price the viewer gets (`price`: the list price, or a
 * signed-in customer's), or null when it can: not sold online (`Ecommerce` false) comes first,
 * then no list price at all, then a price of zero or less ('Call for Pricing', decision 034).
 */
export function purchaseBlock(
  model: PurchasableModel,
  price: number | null | undefined,
): PurchaseBlock | null {
  if (!model.Ecommerce) return NOT_SOLD_ONLINE;
  if (model.TotalList === null) return NO_PRICE;
  return isCallForPricing(price) ? CALL_FOR_PRICING : null;
}

/** The sentence a details panel says for each reason, before the parts department's contacts. */
export function purchaseBlockSentence(block: PurchaseBlock): string {
  if (block === NOT_SOLD_ONLINE) return 'This part is not sold online.';
  if (block === NO_PRICE) return 'This part has no online price.';
  return 'The price of this part is given on request.';
}

/** How to order it all the same: the parts department's phone, e-mail and hours. */
export const PARTS_CONTACT_TEXT = `Call the parts department at ${PARTS_PHONE} or e-mail ${PARTS_EMAIL}, ${PARTS_HOURS}.`;
