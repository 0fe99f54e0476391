import { MAX_CART_ITEM_QUANTITY, MAX_CART_LINES } from '@portal/domain';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import type { CartLineRow } from './queries.ts';

export const lineNotFound = (id: number): NotFound =>
  new NotFound(`Cart line ${id} was not found.`);

/** The cart's lines with these ids, in the order asked; any other id is not found. */
export function linesNamed(lines: readonly CartLineRow[], ids: readonly number[]): CartLineRow[] {
  return ids.map((id) => {
    const line = lines.find((l) => l.id === id);
    if (!line) throw lineNotFound(id);
    return line;
  });
}

export function assertRoomFor(lines: readonly CartLineRow[], added: number): void {
  if (lines.length + added > MAX_CART_LINES)
    throw new Conflict(`A cart may hold at most ${MAX_CART_LINES} lines.`);
}

/** A line's quantity after adding more of its model; past the limit nothing changes. */
export function mergedQuantity(line: CartLineRow, added: number): number {
  const quantity = line.quantity + added;
  if (quantity <= MAX_CART_ITEM_QUANTITY) return quantity;
  const message = `The cart already holds ${line.quantity} of ${line.pcnCatalogNumber}; a line may hold at most ${MAX_CART_ITEM_QUANTITY}.`;
  throw new ValidationFailed(message, { quantity: [message] });
}
