import {
  lineTotal,
  orderTotals,
  strategyKeyOfId,
  type GuestOrderSubmission,
  type OrderTotals,
  type ShippingStrategy,
} from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { orderableModel, priceModels, type PricingContext } from '../pricing/service.ts';

export interface PricedLine {
  itemNumber: number;
  material: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  unitPrice: number;
  totalPrice: number;
  shippingStrategy: string;
  imagePath: string | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: OrderTotals;
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
  const priced = await priceModels(
    db,
    pricing,
    items.map((i) => i.Material),
  );
  const lines = items.map((item, index): PricedLine => {
    const model = orderableModel(priced, item.Material);
    return {
      itemNumber: (index + 1) * 10,
      material: model.pcnCatalogNumber,
      description: model.description ?? model.sapModelDescription ?? model.fingoodTpiMfgMod,
      quantity: item.Quantity,
      quantityUnit: 'EA',
      unitPrice: model.unitPrice,
      totalPrice: lineTotal(model.unitPrice, item.Quantity),
      shippingStrategy: strategyKeyOfId(model.shippingStrategyId, strategies),
      imagePath: model.imgThumbnail,
    };
  });
  const totals = orderTotals(
    lines.map((l) => ({ strategyKey: l.shippingStrategy, totalPrice: l.totalPrice })),
    strategies,
  );
  return { lines, totals };
}
