import { lineTotal, roundMoney, type InquiryData, type Site } from '@portal/domain';
import type { Executor } from '../../db/client.ts';
import { orderableModel, priceModels } from '../pricing/service.ts';

export interface InquiryLine {
  itemNumber: number;
  material: string;
  description: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

/**
 * Every line priced here for the customer from their multipliers, as an order's lines are;
 * a price in the request is never read. Item numbers run 10, 20, 30.
 */
export async function priceInquiry(
  db: Executor,
  site: Site,
  customerNumber: string,
  items: InquiryData['Items'],
): Promise<{ lines: InquiryLine[]; subTotal: number }> {
  const priced = await priceModels(
    db,
    { site, customerNumber },
    items.map((i) => i.Material),
  );
  const lines = items.map((item, index): InquiryLine => {
    const model = orderableModel(priced, item.Material);
    return {
      itemNumber: (index + 1) * 10,
      material: model.pcnCatalogNumber,
      description: model.description ?? model.sapModelDescription ?? model.fingoodTpiMfgMod,
      quantity: item.Quantity,
      unitPrice: model.unitPrice,
      totalPrice: lineTotal(model.unitPrice, item.Quantity),
    };
  });
  const subTotal = roundMoney(lines.reduce((sum, l) => sum + l.totalPrice, 0));
  return { lines, subTotal };
}
