import type { CartItemStatus, CartModelDetails, ExplainedPrice } from '@portal/domain';
import { DomainError, NotFound } from '../../lib/errors.ts';
import type { ModelPriceRow } from './queries.ts';

/** A model as the server prices it for one buyer. Nothing here comes from the client. */
export interface PricedModel {
  pcnCatalogNumber: string;
  fingoodTpiMfgMod: string;
  description: string | null;
  sapModelDescription: string | null;
  productHierarchy: string | null;
  imgThumbnail: string | null;
  shippingStrategyId: number | null;
  /** List price (TotalList); null when the model has none. */
  originalPrice: number | null;
  /** What the buyer pays per unit (the customer's price or the list price); 0 unless Available. */
  unitPrice: number;
  /** False for a hidden, unpublished or unplaced model: to a visitor it does not exist. */
  shown: boolean;
  status: CartItemStatus;
  details: CartModelDetails;
  /** How a customer's agreement made the price; null for the list price. */
  explained: ExplainedPrice | null;
}

function statusOf(row: ModelPriceRow, listPrice: number | null): CartItemStatus {
  if (!row.shown || !row.ecommerce) return 'Unavailable';
  // A price of zero or less is 'Call for Pricing': never sold online.
  if (listPrice === null || listPrice <= 0) return 'Call for Pricing';
  return 'Available';
}

export function toPricedModel(row: ModelPriceRow): PricedModel {
  const listPrice = row.total_list === null ? null : Number(row.total_list);
  const status = statusOf(row, listPrice);
  return {
    pcnCatalogNumber: row.pcn_catalog_number,
    fingoodTpiMfgMod: row.fingood_tpi_mfg_mod,
    description: row.descriptions,
    sapModelDescription: row.sap_model_description,
    productHierarchy: row.product_hierarchy,
    imgThumbnail: row.image_path,
    shippingStrategyId: row.shipping_strategy_id,
    originalPrice: listPrice,
    // The list price; a customer's agreement reprices it (customer-prices.ts).
    unitPrice: status === 'Available' ? listPrice! : 0,
    shown: row.shown,
    status,
    explained: null,
    details: {
      Series: row.series,
      Details: row.details,
      Notes: row.notes,
      MaterialGroupNumber: row.material_group_number,
      ModelDimensions: row.model_dimensions,
    },
  };
}

/**
 * The priced model if it can be bought online, else the error to answer: 404 for a model a
 * visitor cannot see (never revealing a hidden one), 422 for Call for Pricing or not sold online.
 */
export function orderableModel(priced: Map<string, PricedModel>, pcn: string): PricedModel {
  const model = priced.get(pcn);
  if (!model || !model.shown) throw new NotFound(`Model ${pcn} was not found.`);
  if (model.status === 'Call for Pricing')
    throw new DomainError(422, `Model ${pcn} has no online price. Call for pricing.`);
  if (model.status !== 'Available') throw new DomainError(422, `Model ${pcn} is not sold online.`);
  return model;
}
