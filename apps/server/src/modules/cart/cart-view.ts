import {
  CART_TAX_PERCENTAGE,
  lineTotal,
  orderTotals,
  strategyKeyOfId,
  type Cart,
  type CartItem,
  type ShippingStrategy,
} from '@portal/domain';
import type { PricedModel } from '../pricing/service.ts';
import type { CartLineRow, CartRow } from './queries.ts';

export interface CartViewInput {
  cart: CartRow | undefined;
  lines: readonly CartLineRow[];
  priced: ReadonlyMap<string, PricedModel>;
  strategies: readonly ShippingStrategy[];
  /** Units available per catalogue number; null when the site does not show inventory. */
  inventory: ReadonlyMap<string, number> | null;
}

function toCartItem(
  line: CartLineRow,
  model: PricedModel,
  inventory: ReadonlyMap<string, number> | null,
): CartItem {
  return {
    id: line.id,
    pcnCatalogNumber: line.pcnCatalogNumber,
    fingoodTpiMfgMod: model.fingoodTpiMfgMod,
    description: model.description,
    SapModelDescription: model.sapModelDescription,
    quantity: line.quantity,
    price: model.unitPrice,
    totalPrice: lineTotal(model.unitPrice, line.quantity),
    imgThumbnail: model.imgThumbnail,
    shippingStrategyId: model.shippingStrategyId,
    productHierarchy: model.productHierarchy,
    originalPrice: model.originalPrice,
    inventory: inventory ? (inventory.get(line.pcnCatalogNumber) ?? 0) : null,
    // A hidden model's details are not for visitors; its line only says it is gone.
    modelDetails: model.shown ? model.details : null,
    status: model.status,
  };
}

/** The Cart as the client sees it: every price, total and shipping cost from the server. */
export function cartView(input: CartViewInput): Cart {
  const items = input.lines.flatMap((line) => {
    const model = input.priced.get(line.pcnCatalogNumber);
    return model ? [toCartItem(line, model, input.inventory)] : [];
  });
  // Lines that cannot be bought neither cost nor ship.
  const billable = items
    .filter((item) => item.status === 'Available')
    .map((item) => ({
      strategyKey: strategyKeyOfId(item.shippingStrategyId, input.strategies),
      totalPrice: item.totalPrice,
    }));
  const totals = orderTotals(billable, input.strategies);
  return {
    dateCreated: input.cart?.dateCreated.toISOString() ?? null,
    dateModified: input.cart?.dateModified.toISOString() ?? null,
    subTotal: totals.subTotal,
    taxesCost: 0,
    shippingCost: totals.shippingCost,
    total: totals.total,
    taxPercentage: CART_TAX_PERCENTAGE,
    items,
    totalItemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
    shipping: totals.shipping,
  };
}
