import { z } from 'zod';
import { modelDimensions } from './section.ts';
import { strategyShipping } from './shipping.ts';
import { MAX_CART_ITEM_QUANTITY, MAX_CART_LINES, MAX_CART_PRICE_LOOKUP } from './cart-rules.ts';

/**
 * Available: priced and sold online. Call for Pricing: no online price (zero or less).
 * Unavailable: no longer shown or sold online; kept so the visitor sees what happened.
 */
export const cartItemStatus = z.enum(['Available', 'Call for Pricing', 'Unavailable']);
export type CartItemStatus = z.infer<typeof cartItemStatus>;

/** What the cart's 'View Model Details' shows beyond the line's own columns. */
export const cartModelDetails = z.object({
  Series: z.string().nullable(),
  Details: z.string().nullable(),
  Notes: z.string().nullable(),
  MaterialGroupNumber: z.string().nullable(),
  ModelDimensions: modelDimensions.nullable(),
});
export type CartModelDetails = z.infer<typeof cartModelDetails>;

export const cartItem = z.object({
  id: z.number().int(),
  pcnCatalogNumber: z.string(),
  fingoodTpiMfgMod: z.string(),
  description: z.string().nullable(),
  SapModelDescription: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price the visitor pays; 0 unless the status is Available. */
  price: z.number(),
  totalPrice: z.number(),
  imgThumbnail: z.string().nullable(),
  shippingStrategyId: z.number().int().nullable(),
  productHierarchy: z.string().nullable(),
  /** List price before any multiplier; null when the model has none. */
  originalPrice: z.number().nullable(),
  /** Quantity available across locations; null unless the site shows inventory. */
  inventory: z.number().int().nullable(),
  modelDetails: cartModelDetails.nullable(),
  status: cartItemStatus,
});
export type CartItem = z.infer<typeof cartItem>;

export const cart = z.object({
  /** Null until the first line is added. */
  dateCreated: z.string().nullable(),
  dateModified: z.string().nullable(),
  subTotal: z.number(),
  taxesCost: z.number(),
  shippingCost: z.number(),
  total: z.number(),
  taxPercentage: z.number(),
  items: z.array(cartItem),
  /** Units over the lines: the count the header and the action bar show. */
  totalItemsCount: z.number().int(),
  /** Subtotal and shipping per strategy present, for the checkout's cards. */
  shipping: z.array(strategyShipping),
});
export type Cart = z.infer<typeof cart>;

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_CART_ITEM_QUANTITY, `Quantity must be at most ${MAX_CART_ITEM_QUANTITY}`);

const catalogNumber = z
  .string({ message: 'Catalog number is required' })
  .trim()
  .min(1, 'Catalog number is required')
  .max(40, 'Catalog number is too long');

const lineId = z.coerce
  .number({ message: 'Line id must be a number' })
  .int('Line id must be a whole number')
  .positive('Line id must be a positive number')
  .max(2_147_483_647, 'Line id is too large');

/** POST /api/cart/items: add a model, merged into its existing line. */
export const addCartItemBody = z.object({ pcnCatalogNumber: catalogNumber, quantity });
export type AddCartItemBody = z.infer<typeof addCartItemBody>;

/** PATCH /api/cart/items/{id}: a new quantity and/or another model on the line. */
export const updateCartItemBody = z
  .object({ pcnCatalogNumber: catalogNumber.optional(), quantity: quantity.optional() })
  .refine((b) => b.pcnCatalogNumber !== undefined || b.quantity !== undefined, {
    message: 'Give a quantity or a catalog number',
  });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>;

export const cartItemParams = z.object({ id: lineId });

/** Lines named by id (delete or duplicate selected lines). */
export const cartItemIdsBody = z.object({
  ids: z
    .array(lineId, { message: 'ids must be a list of line ids' })
    .min(1, 'Select at least one line')
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A line is named twice'),
});

/** GET /api/cart?items=3,5: the cart narrowed to those lines, totals over them. */
export const cartQuery = z.object({
  items: z
    .string()
    .max(2000, 'items is too long')
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'items must be line ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
});

/** GET /api/cart/prices?pcns=a,b: what a new line of each model would cost (decision 037). */
export const cartPricesQuery = z.object({
  pcns: z
    .string({ message: 'pcns is required' })
    .max(2000, 'pcns is too long')
    .transform((v) => [...new Set(v.split(',').map((p) => p.trim()))].filter((p) => p !== ''))
    .pipe(
      z
        .array(catalogNumber)
        .min(1, 'Name at least one catalog number')
        .max(MAX_CART_PRICE_LOOKUP, `At most ${MAX_CART_PRICE_LOOKUP} catalog numbers at once`),
    ),
});

/** A model's unit price for the requester, as their cart would price a line of it. */
export const cartModelPrice = z.object({
  PcnCatalogNumber: z.string(),
  /** 0 unless the status is Available. */
  Price: z.number(),
  Status: cartItemStatus,
});
export type CartModelPrice = z.infer<typeof cartModelPrice>;
export const cartPricesResponse = z.object({
  Successful: z.literal(true),
  Data: z.array(cartModelPrice),
});
