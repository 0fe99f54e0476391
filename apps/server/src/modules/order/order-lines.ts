import {
  lineTotal,
  orderTotals,
  strategyKeyOfId,
  toPriceExplanation,
  type GuestOrderSubmission,
  type OrderTotals,
  type PriceExplanation,
  type ShippingStrategy,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { orderableModel, priceModels, type PricingContext } from '../pricing/service.ts';

/** A line priced for the buyer: what orders and inquiries keep of each item. */
export interface ItemLine {
  itemNumber: number;
  material: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  unitPrice: number;
  totalPrice: number;
  /** How the customer's agreement made the unit price; null for a list price. */
  priceRule: PriceExplanation | null;
}

export interface PricedLine extends ItemLine {
  shippingStrategy: string;
  imagePath: string | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
}

/**
 * Every item priced by the server for the buyer, with its model; a price sent with the item is
 * never read. Item numbers run 10, 20, 30 as the ERP expects; the unit is always EA.
 */
export async function priceItems(
  db: Executor,
  pricing: PricingContext,
  items: readonly { Material: string; Quantity: number }[],
) {
  const priced = await priceModels(
    db,
    pricing,
    items.map((i) => i.Material),
  );
  return items.map((item, index) => {
    const model = orderableModel(priced, item.Material);
    const line: ItemLine = {
      itemNumber: (index + 1) * 10,
      material: model.pcnCatalogNumber,
      description: model.description ?? model.sapModelDescription ?? model.fingoodTpiMfgMod,
      quantity: item.Quantity,
      quantityUnit: 'EA',
      unitPrice: model.unitPrice,
      totalPrice: lineTotal(model.unitPrice, item.Quantity),
      priceRule: model.explained ? toPriceExplanation(model.explained) : null,
    };
    return { model, line };
  });
}

/**
 * Every line priced by the server for the buyer, and the totals from the shipping rules.
 * Prices in the submission are never read. Item numbers run 10, 20, 30 as the ERP expects.
 */
export async function priceOrder(
  db: Executor,
  pricing: PricingContext,
  items: GuestOrderSubmission['Items'],
  strategies: readonly ShippingStrategy[],
): Promise<PricedOrder> {
  const lines = (await priceItems(db, pricing, items)).map(({ model, line }): PricedLine => ({
    ...line,
    shippingStrategy: strategyKeyOfId(model.shippingStrategyId, strategies),
    imagePath: model.imgThumbnail,
  }));
  const totals = orderTotals(
    lines.map((l) => ({ strategyKey: l.shippingStrategy, totalPrice: l.totalPrice })),
    strategies,
  );
  return { lines, totals };
}
