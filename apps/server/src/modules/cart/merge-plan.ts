import { MAX_CART_ITEM_QUANTITY, MAX_CART_LINES } from '@portal/domain';

export interface MergeLine {
  id: number;
  pcnCatalogNumber: string;
  quantity: number;
  mergeTarget: boolean;
}

export interface MergePlan {
  /** User lines whose quantity grows by the guest's quantity of the same model. */
  updates: { id: number; quantity: number }[];
  /** Guest lines that become new lines of the user's cart, in the guest cart's order. */
  inserts: { pcnCatalogNumber: string; quantity: number; mergeTarget: boolean }[];
  /** Guest lines left out because the user's cart was full. */
  dropped: number;
}

/**
 * How a guest cart joins a user's cart at sign-in: the guest's line of a model the user's cart
 * already has a merge line for adds its quantity to it (up to the line limit of units); every
 * other guest line is appended, a merge line staying one only where the user has none. Lines
 * past the cart's line limit are left out.
 */
export function planMerge(user: readonly MergeLine[], guest: readonly MergeLine[]): MergePlan {
  const userMerge = new Map(user.filter((l) => l.mergeTarget).map((l) => [l.pcnCatalogNumber, l]));
  const grown = new Map<number, number>();
  const inserts: MergePlan['inserts'] = [];
  let room = MAX_CART_LINES - user.length;
  let dropped = 0;
  for (const line of guest) {
    const target = line.mergeTarget ? userMerge.get(line.pcnCatalogNumber) : undefined;
    if (target) {
      const quantity = (grown.get(target.id) ?? target.quantity) + line.quantity;
      grown.set(target.id, Math.min(quantity, MAX_CART_ITEM_QUANTITY));
    } else if (room > 0) {
      const mergeTarget = line.mergeTarget && !userMerge.has(line.pcnCatalogNumber);
      inserts.push({
        pcnCatalogNumber: line.pcnCatalogNumber,
        quantity: line.quantity,
        mergeTarget,
      });
      room -= 1;
    } else dropped += 1;
  }
  const updates = [...grown].map(([id, quantity]) => ({ id, quantity }));
  return { updates, inserts, dropped };
}
