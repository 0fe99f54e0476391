import { z } from 'zod';
import { envelope } from './envelope.ts';
import { MAX_MATERIAL_LOOKUP, PricingType } from './pricing-rules.ts';

export const multiplierEntry = z.object({
  /** Customer number, product (the model's ProductHierarchy) or material (catalogue number). */
  Number: z.string(),
  PricingType: z.union([z.literal(PricingType.NetPrice), z.literal(PricingType.Multiplier)]),
  Rate: z.number(),
});
export type MultiplierEntry = z.infer<typeof multiplierEntry>;

/** A customer's pricing agreement; product and material entries are keyed by their Number. */
export const customerMultipliers = z.object({
  CustomerMultiplier: multiplierEntry.nullable(),
  ProductMultipliers: z.record(z.string(), multiplierEntry),
  MaterialMultipliers: z.record(z.string(), multiplierEntry),
});
export type CustomerMultipliers = z.infer<typeof customerMultipliers>;

/** GET /api/Customer/{number}/multipliers */
export const customerMultipliersResponse = envelope(customerMultipliers);

/** A model's material number for one customer (the customer's own part number). */
export const customerMaterialNumber = z.object({
  PcnCatalogNumber: z.string(),
  CustomerNumber: z.string(),
  MaterialNumber: z.string(),
});
export type CustomerMaterialNumber = z.infer<typeof customerMaterialNumber>;

/** POST /api/Customer/{number}/materials */
export const customerMaterialsBody = z.object({
  pcns: z
    .array(
      z.string().trim().min(1, 'Catalog number is required').max(40, 'Catalog number is too long'),
      {
        message: 'pcns must be a list of catalog numbers',
      },
    )
    .min(1, 'Give at least one catalog number')
    .max(MAX_MATERIAL_LOOKUP, `At most ${MAX_MATERIAL_LOOKUP} catalog numbers at once`),
});
export type CustomerMaterialsBody = z.infer<typeof customerMaterialsBody>;
export const customerMaterialsResponse = envelope(z.array(customerMaterialNumber));
