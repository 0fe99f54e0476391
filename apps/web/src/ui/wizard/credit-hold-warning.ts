import { showToast } from '../toast/toast-store.ts';

const THROTTLE_MS = 5_000;
const shownAt = new Map<string, number>();

/** A credit-hold warning toast, the same one not repeated within 5 seconds (signed-in portals §5). */
export function warnCreditHold(message: string): void {
  const now = Date.now();
  if (now - (shownAt.get(message) ?? -Infinity) < THROTTLE_MS) return;
  shownAt.set(message, now);
  showToast(message, 'warning');
}
