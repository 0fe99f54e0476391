import { alreadyHeldMessage, alreadyRequestedMessage } from './messages.ts';
import { comparableId } from './permission-calls.ts';

export interface SetAsideIds<T> {
  /** Found and neither held nor waiting: what a request or grant would add. */
  fresh: T[];
  /** Typed ids the user already holds. */
  heldTyped: string[];
  /** Typed ids already asked for and still waiting for approval (not held). */
  waitingTyped: string[];
}

/**
 * Splits looked-up sales reps or customers into those a request or grant would add and the
 * typed ids set aside, zeros at both ends aside. `waiting` is empty for a grant: a customer
 * admin may grant what the user is still waiting for.
 */
export function setAsideKnownIds<T extends { Number: string }>(
  found: readonly T[],
  typed: readonly string[],
  held: readonly string[],
  waiting: readonly string[] = [],
): SetAsideIds<T> {
  const heldKeys = new Set(held.map(comparableId));
  const waitingKeys = new Set(waiting.map(comparableId));
  const isHeld = (id: string) => heldKeys.has(comparableId(id));
  const isWaiting = (id: string) => !isHeld(id) && waitingKeys.has(comparableId(id));
  return {
    fresh: found.filter((f) => !isHeld(f.Number) && !isWaiting(f.Number)),
    heldTyped: typed.filter(isHeld),
    waitingTyped: typed.filter(isWaiting),
  };
}

/** Typed ids that match nothing looked up (zeros at both ends aside, as the look-up compares). */
export function unknownIds(
  found: readonly { Number: string }[],
  typed: readonly string[],
): string[] {
  const known = new Set(found.map((f) => comparableId(f.Number)));
  return typed.filter((id) => !known.has(comparableId(id)));
}

/** The spec's "already exists" text and the "already waiting" one, or null when neither. */
export function setAsideMessage(
  kind: 'sales-rep' | 'customer',
  { heldTyped, waitingTyped }: Pick<SetAsideIds<unknown>, 'heldTyped' | 'waitingTyped'>,
): string | null {
  const parts = [
    heldTyped.length ? alreadyHeldMessage(kind, heldTyped) : '',
    waitingTyped.length ? alreadyRequestedMessage(kind, waitingTyped) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}
