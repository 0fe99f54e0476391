import {
  canUseModule,
  MAX_CART_ITEM_QUANTITY,
  MAX_CART_LINES,
  ModuleId,
  type AddCartItemBody,
  type EffectivePermission,
  type QuickOrderAnswer,
  type QuickOrderProblem,
  type RefusedCartItem,
} from '@portal/domain';

export const CART_QUICK_ORDER_MESSAGES = {
  cartFull: `A cart may hold at most ${MAX_CART_LINES} lines.`,
  lineFull: (pcn: string) =>
    `Together with the lines above, more than ${MAX_CART_ITEM_QUANTITY} of ${pcn}`,
} as const;

const lineText = (number: string, quantity: number) => `${number} ${quantity}`;

/** The lines the quick order could not resolve, as the typed line and the reason. */
export const invalidProblems = (invalid: QuickOrderAnswer['Invalid']): QuickOrderProblem[] =>
  invalid.map((l) => ({ row: l.Row, text: lineText(l.Number, l.Quantity), reason: l.Reason }));

export interface CartQuickOrderPlan {
  /** One line per model, quantities of its lines added up, as the cart takes them. */
  items: AddCartItemBody[];
  /** The pasted lines behind each model, to point at when the cart refuses it. */
  sources: Map<string, QuickOrderProblem[]>;
  /** Lines left out: more of a model than a line holds, more models than a cart holds. */
  problems: QuickOrderProblem[];
}

/**
 * Resolved lines as cart lines: repeats of a model become one line (a cart merges them
 * anyway); a repeat that would pass a line's limit, and models beyond a full cart's lines,
 * stay out with their reason.
 */
export function cartLinesOf(resolved: QuickOrderAnswer['Lines']): CartQuickOrderPlan {
  const plan: CartQuickOrderPlan = { items: [], sources: new Map(), problems: [] };
  const byModel = new Map<string, AddCartItemBody>();
  for (const line of resolved) {
    const pcn = line.PcnCatalogNumber;
    const source = { row: line.Row, text: lineText(line.Number, line.Quantity), reason: '' };
    const item = byModel.get(pcn);
    if (item && item.quantity + line.Quantity > MAX_CART_ITEM_QUANTITY) {
      plan.problems.push({ ...source, reason: CART_QUICK_ORDER_MESSAGES.lineFull(pcn) });
    } else if (item) {
      item.quantity += line.Quantity;
      plan.sources.get(pcn)!.push(source);
    } else if (byModel.size >= MAX_CART_LINES) {
      plan.problems.push({ ...source, reason: CART_QUICK_ORDER_MESSAGES.cartFull });
    } else {
      const added = { pcnCatalogNumber: pcn, quantity: line.Quantity };
      byModel.set(pcn, added);
      plan.items.push(added);
      plan.sources.set(pcn, [source]);
    }
  }
  return plan;
}

/** The pasted lines behind each model the cart did not take, with the cart's reason. */
export const refusedProblems = (
  refused: readonly RefusedCartItem[],
  sources: CartQuickOrderPlan['sources'],
): QuickOrderProblem[] =>
  refused.flatMap((r) =>
    (sources.get(r.pcnCatalogNumber) ?? []).map((s) => ({ ...s, reason: r.reason })),
  );

/** Problems in the order of the pasted lines. */
export const byRow = (problems: readonly QuickOrderProblem[]): QuickOrderProblem[] =>
  [...problems].sort((a, b) => a.row - b.row);

/**
 * Whose prices the cart's quick order resolves lines at, or null where it has none: the
 * pricing customer of a signed-in user who may type catalogue numbers into the cart and may
 * order (reads the Orders module), as the quick order's server call requires (decision 160).
 */
export function quickOrderCustomer(input: {
  pricingCustomer: string | null;
  inputEnabled: boolean;
  permissions: readonly EffectivePermission[] | null;
}): string | null {
  const { pricingCustomer, inputEnabled, permissions } = input;
  if (!pricingCustomer || !inputEnabled || !permissions) return null;
  return canUseModule(permissions, ModuleId.Orders, 'read') ? pricingCustomer : null;
}
