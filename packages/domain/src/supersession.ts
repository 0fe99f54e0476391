import { z } from 'zod';
import { booleanFlag } from './query.ts';
import { searchResult } from './search.ts';

/**
 * Supersession (decision 177): a model replaced by a newer one. Each old model names at most
 * one replacement; the replacement may itself be replaced, so links form chains A → B → C.
 */

/** Longest chain followed; a longer one is refused when written and cut when read. */
export const MAX_SUPERSESSION_CHAIN = 20;
export const MAX_SUPERSESSION_NOTE = 500;

export const SupersessionMessage = {
  self: 'A model cannot replace itself.',
  loop: (path: readonly string[]) =>
    `${path[0]} cannot be replaced by ${path[1]}: ${path.join(' → ')} would make a loop.`,
  tooLong: `A chain of replacements may hold at most ${MAX_SUPERSESSION_CHAIN} models.`,
  modelNotFound: (pcn: string) => `Model ${pcn} was not found.`,
  replacementNotFound: (pcn: string) => `Catalog Number ${pcn} was not found.`,
  notReplaced: (pcn: string) => `Model ${pcn} is not replaced by another.`,
  cannotRead: 'You do not have permission to read models.',
  cannotUpdate: 'You do not have permission to update models.',
  replaces: (old: string) => `replaces ${old}`,
  replacedBy: (pcn: string) => `This model has been replaced by ${pcn}.`,
} as const;

/** The replacement a model names, if any. */
export type ReplacementOf = (pcn: string) => string | undefined;

/** Where an edit stands: nothing wrong, or the message that refuses it. */
export type SupersessionCheck =
  { ok: true } | { ok: false; reason: 'self' | 'loop' | 'tooLong'; message: string };

/**
 * Whether `old` may be marked as replaced by `replacement`, given the links there are: the new
 * link must not close a loop (A → B with B → … → A) nor make a chain longer than the cap.
 * `old`'s own present link is the one being replaced, so it is not followed. `modelsBefore`
 * counts the models whose chains lead into `old`, at most along the longest of them.
 */
export function checkSupersession(
  old: string,
  replacement: string,
  replacementOf: ReplacementOf,
  modelsBefore = 0,
): SupersessionCheck {
  if (old === replacement) return { ok: false, reason: 'self', message: SupersessionMessage.self };
  const path = [old, replacement];
  const seen = new Set(path);
  for (let next = replacementOf(replacement); next !== undefined; next = replacementOf(next)) {
    path.push(next);
    if (next === old) return { ok: false, reason: 'loop', message: SupersessionMessage.loop(path) };
    // A loop elsewhere (never written by this rule) must not hang the check.
    if (seen.has(next)) break;
    seen.add(next);
  }
  if (modelsBefore + path.length > MAX_SUPERSESSION_CHAIN)
    return { ok: false, reason: 'tooLong', message: SupersessionMessage.tooLong };
  return { ok: true };
}

/** A chain from a model on: itself first, then each replacement in turn. */
export function supersessionChain(start: string, replacementOf: ReplacementOf): string[] {
  const chain = [start];
  const seen = new Set(chain);
  for (let next = replacementOf(start); next !== undefined; next = replacementOf(next)) {
    if (seen.has(next) || chain.length >= MAX_SUPERSESSION_CHAIN) break;
    chain.push(next);
    seen.add(next);
  }
  return chain;
}

/**
 * The model to offer instead of `start`: the newest one along its chain that can be ordered.
 * A chain A → B → C offers C; if C cannot be ordered, B; if none can, nothing. `start` itself
 * is never its own replacement.
 */
export function resolveReplacement(
  start: string,
  replacementOf: ReplacementOf,
  orderable: (pcn: string) => boolean,
): string | null {
  const later = supersessionChain(start, replacementOf).slice(1);
  for (let i = later.length - 1; i >= 0; i--) if (orderable(later[i]!)) return later[i]!;
  return null;
}

/** A model a buyer may order (decision 177): shown to visitors and sold online. */
export const isOrderableModel = (m: {
  visible: boolean;
  ecommerce: boolean;
  isPreview: boolean;
}): boolean => m.visible && m.ecommerce && !m.isPreview;

const catalogNumber = z
  .string({ error: 'Catalog Number is required' })
  .trim()
  .min(1, 'Catalog Number must be between 1 and 18 characters')
  .max(18, 'Catalog Number must be between 1 and 18 characters');

/** The path of the editor's supersession calls. */
export const supersessionParams = z.object({ catalogNumber });

/** PUT /api/editor/supersession/{catalogNumber}: marks or changes the model's replacement. */
export const supersessionSave = z.object({
  ReplacedBy: catalogNumber,
  Note: z
    .string()
    .trim()
    .max(MAX_SUPERSESSION_NOTE, `Note must be at most ${MAX_SUPERSESSION_NOTE} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SupersessionSave = z.infer<typeof supersessionSave>;

/** A model's replacement as the editor sees it. */
export const supersession = z.object({
  PcnCatalogNumber: z.string(),
  /** The model named as its replacement; null when it is not replaced. */
  ReplacedBy: z.string().nullable(),
  Note: z.string().nullable(),
  ChangedBy: z.string().nullable(),
  ChangedAt: z.string().nullable(),
  /** The model first, then each replacement in turn. */
  Chain: z.array(z.string()),
  /** The newest model of the chain a buyer can order, or null. */
  Replacement: z.string().nullable(),
});
export type Supersession = z.infer<typeof supersession>;

/** GET /api/supersession/{catalogNumber}: what the parts site says of a replaced model. */
export const modelReplacement = z.object({
  PcnCatalogNumber: z.string(),
  /** The model named as its replacement; null when it is not replaced. */
  ReplacedBy: z.string().nullable(),
  Note: z.string().nullable(),
  /** The model offered instead in the site's catalogue, with where it is shown; or null. */
  Replacement: searchResult.nullable(),
});
export type ModelReplacement = z.infer<typeof modelReplacement>;

export const modelReplacementQuery = z.object({ isPreview: booleanFlag('isPreview') });

/** POST /api/supersession/offers: the numbers about to be ordered (cart, quick order, reorder). */
export const replacementOffersBody = z.object({
  pcns: z
    .array(z.string().trim().min(1).max(40), { error: 'pcns must be a list of catalog numbers' })
    .max(500, 'pcns may hold at most 500 catalog numbers'),
  /** The customer an order is placed for (the new-order wizard); the viewer must see them. */
  CustomerNumber: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'CustomerNumber must be up to 10 digits')
    .optional(),
});

/** A replaced number about to be ordered, and the model offered instead, priced for the buyer. */
export const replacementOffer = z.object({
  /** The number as given. */
  Requested: z.string(),
  /** The replaced model's own number. */
  PcnCatalogNumber: z.string(),
  Replacement: z.string(),
  ReplacementDescription: z.string().nullable(),
  Note: z.string().nullable(),
  /** What the buyer pays per unit for each, as the cart would price it; 0 when not sold. */
  UnitPrice: z.number(),
  ReplacementUnitPrice: z.number(),
  /** The replacement's unit price less the old model's; negative when it costs less. */
  PriceDifference: z.number(),
});
export type ReplacementOffer = z.infer<typeof replacementOffer>;
export const replacementOffers = z.object({ List: z.array(replacementOffer) });
export type ReplacementOffers = z.infer<typeof replacementOffers>;
